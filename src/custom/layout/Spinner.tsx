import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A spinner that screen readers announce by name. The theme hides every other spinner from
 * them (theme.ts): react-admin's own sit inside buttons that already say what is happening.
 */
export const Spinner = ({ size = 24, label = 'ra.page.loading' }: { size?: number; label?: string }) => {
  const translate = useTranslate();
  return <CircularProgress size={size} aria-hidden={false} aria-label={translate(label)} />;
};
