import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PersonIcon from '@mui/icons-material/Person';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/** The icon names the catalogue gives its groups (src/domain/tickets/ticketCategories.ts). */
const ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  user: PersonIcon,
  car: DirectionsCarIcon,
};

const warned = new Set<string>();

/**
 * A category group's icon. Spec point 3: a missing group icon is only logged (once per
 * name) and the entry shows without one, so the picker keeps working.
 */
export const GroupIcon = ({ name, ...props }: { name: string } & SvgIconProps) => {
  const Icon = ICONS[name];
  if (!Icon) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn({ event: 'ticketCategories.missingGroupIcon', icon: name });
    }
    return null;
  }
  return <Icon fontSize="small" aria-hidden {...props} />;
};
