import { useLocaleState, useTranslate } from 'react-admin';
import type { VehicleCommand } from '../../../domain/cars/vehicleCommands.ts';
import { formatDateTime } from '../../../domain/formats.ts';
import { PagedTable, type Column } from '../../customers/profile/reservation/PagedTable.tsx';
import type { TripTimelineList } from './useTripTimeline.ts';

/**
 * Issue 21 point 3, the command timeline: every command sent for the trip or its car during
 * it, newest first, who asked, when (in the car's zone) and how the box answered.
 */
export const TripTimeline = ({ list, zone }: { list: TripTimelineList; zone: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = (value: string | null) => (value === null ? '' : formatDateTime(value, locale, { zone }));
  const columns: Column<VehicleCommand>[] = [
    { label: 'tripCommands.timeline.requestedAt', render: (row) => at(row.requestedAt) },
    {
      label: 'tripCommands.timeline.command',
      render: (row) => translate(`cars.commands.${row.command}`, { _: row.command }),
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
      emptyKey="tripCommands.timeline.empty"
      errorKey="tripCommands.timeline.error"
    />
  );
};
