import { Alert, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { Reservation } from '../../../../domain/reservations/reservations.ts';
import { AvailableCars } from './AvailableCars.tsx';
import { CurrentReservation } from './CurrentReservation.tsx';
import { ReservationHistory } from './ReservationHistory.tsx';
import { useExpired } from './useExpired.ts';
import { usePagedList } from '../../../../custom/lists/usePagedList.ts';
import { useReservationActions } from './useReservationActions.ts';

const HISTORY_PER_PAGE = 10;

const Heading = ({ id, label }: { id: string; label: string }) => {
  const translate = useTranslate();
  return (
    <Typography id={id} variant="h6" component="h2">
      {translate(label)}
    </Typography>
  );
};

/**
 * The profile's Reservation tab (spec 4, Reservation): the current reservation counting
 * down, the cars the member can book, and every reservation, newest first. A member holds
 * one car at a time and only in good standing; the server decides, this screen explains.
 */
export const ReservationTab = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const customerId = String(customer.id);
  const actions = useReservationActions(customerId);
  const history = usePagedList<Reservation>('reservations', { customerId }, HISTORY_PER_PAGE);
  // The newest reservation is the only one that can still be ACTIVE: a booking expires the old hold first.
  const newest = useGetList<Reservation>(
    'reservations',
    { filter: { customerId }, pagination: { page: 1, perPage: 1 } },
    { retry: false },
  );
  const current = newest.data?.[0]?.status === 'ACTIVE' ? newest.data[0] : undefined;
  const expired = useExpired(current?.expiresAt);
  const { accountStatus, accountSuspendStatus } = customer.accountInformation;
  const inGoodStanding = accountStatus === 'ACTIVE' && accountSuspendStatus === 'UNSUSPENDED';
  const holding = Boolean(current) && !expired;

  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      {actions.reason && <Alert severity="warning">{actions.reason}</Alert>}
      <Stack spacing={1} component="section" aria-labelledby="reservation-current">
        <Heading id="reservation-current" label="reservations.currentTitle" />
        <CurrentReservation
          reservation={current}
          expired={expired}
          busy={actions.busy}
          onCancel={(reservation) => actions.cancel.mutate(reservation)}
        />
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="reservation-book">
        <Heading id="reservation-book" label="reservations.available.title" />
        {!inGoodStanding && <Alert severity="info">{translate('reservations.memberBlocked')}</Alert>}
        {inGoodStanding && holding && (
          <Typography color="text.secondary">{translate('reservations.alreadyHolding')}</Typography>
        )}
        <AvailableCars
          customerId={customerId}
          fleetId={customer.marketingRegionId}
          canBook={inGoodStanding && !holding && !actions.busy}
          onBook={(vin) => actions.book.mutate(vin)}
        />
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="reservation-history">
        <Heading id="reservation-history" label="reservations.history.title" />
        <ReservationHistory list={history} />
      </Stack>
    </Stack>
  );
};
