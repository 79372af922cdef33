import { useLocaleState, useTranslate } from 'react-admin';
import type { VehicleCommand } from '../../domain/cars/vehicleCommands.ts';
import { formatDateTime } from '../../domain/formats.ts';
import { PagedTable, type Column } from '../lists/PagedTable.tsx';
import { commandName } from './commandName.ts';
import type { CommandTimelineList } from './useCommandTimeline.ts';

/**
 * Spec 4, the command timeline of a trip or a car: each command, newest first, who asked, when
 * (in the car's zone when the trip gives it) and how the box answered.
 */
export const CommandTimeline = ({
  list,
  zone,
  emptyKey,
}: {
  list: CommandTimelineList;
  zone?: string;
  emptyKey: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = (value: string | null) => (value === null ? '' : formatDateTime(value, locale, { zone }));
  const columns: Column<VehicleCommand>[] = [
    { label: 'tripCommands.timeline.requestedAt', render: (row) => at(row.requestedAt) },
    {
      label: 'tripCommands.timeline.command',
      render: (row) => commandName(row.command, translate),
    },
    { label: 'tripCommands.timeline.requestedBy', render: (row) => row.requestedBy.name },
    {
      label: 'tripCommands.timeline.status',
      render: (row) => translate(`tripCommands.statuses.${row.status}`),
    },
    { label: 'tripCommands.timeline.outcomeAt', render: (row) => at(row.outcomeAt) },
    { label: 'tripCommands.timeline.vendorError', render: (row) => row.vendorError ?? '' },
  ];
  return (
    <PagedTable
      list={list}
      columns={columns}
      caption={translate('tripCommands.timeline.title')}
      emptyKey={emptyKey}
      errorKey="tripCommands.timeline.error"
    />
  );
};
