import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatZonedDateTime } from '../../../../domain/formats.ts';
import type { Reservation } from '../../../../domain/reservations/reservations.ts';
import { reservationState } from '../../../../domain/reservations/reservationState.ts';
import { PagedTable, type Column } from '../../../../custom/lists/PagedTable.tsx';
import type { usePagedList } from '../../../../custom/lists/usePagedList.ts';

const STATE_COLORS = {
  ACTIVE: 'success',
  CANCELED: 'default',
  EXPIRED: 'warning',
  TRIP_STARTED: 'info',
} as const;

/** The member's reservations, current and past, newest first; a hold that ran out reads EXPIRED. */
export const ReservationHistory = ({ list }: { list: ReturnType<typeof usePagedList<Reservation>> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const columns: Column<Reservation>[] = [
    { label: 'reservations.fields.reservedAt', render: (r) => formatZonedDateTime(r.reservedAt, locale) },
    { label: 'reservations.fields.car', render: (r) => `${r.plateNumber} · ${r.make} ${r.model}` },
    {
      label: 'reservations.fields.status',
      render: (r) => {
        const state = reservationState(r, Date.now());
        return (
          <Chip size="small" color={STATE_COLORS[state]} label={translate(`reservations.status.${state}`)} />
        );
      },
    },
    {
      label: 'reservations.fields.reservedBy',
      render: (r) => r.reservedBy ?? translate('reservations.reservedByMember'),
    },
    { label: 'reservations.fields.canceledAt', render: (r) => formatZonedDateTime(r.canceledAt, locale) },
  ];
  return (
    <PagedTable
      list={list}
      columns={columns}
      caption={translate('reservations.history.title')}
      emptyKey="reservations.history.empty"
      errorKey="reservations.history.error"
    />
  );
};
