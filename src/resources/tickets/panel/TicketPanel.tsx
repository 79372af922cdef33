import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { useEntityAccess } from '../../../custom/routes/useEntityAccess.ts';
import type { PanelDeclaration, RouteParams } from '../../../custom/routes/declarations.ts';
import { RecentList } from '../../../custom/splitScreen/RecentList.tsx';
import { formatNumber } from '../../../domain/formats.ts';
import type { TicketRelatedVehicle } from '../../../domain/tickets/ticketRelated.ts';
import type { RecentTicket } from '../../../domain/customers/recentActivity.ts';
import type { CustomerTripRow } from '../../../domain/trips/trips.ts';
import { tripRow } from '../../../custom/compactRows/tripRow.ts';
import { ticketRow } from '../../../custom/compactRows/ticketRow.ts';
import { useTicketLinks, vinOfCar, type LinkedCar, type LinkedMember } from './ticketLinks.ts';

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h4" sx={{ mt: 1 }}>
    {children}
  </Typography>
);

/** A linked member's latest tickets, and trips for the roles that may read trips (spec 6). */
const MemberActivity = ({ member }: { member: LinkedMember }) => {
  const translate = useTranslate();
  const { allows } = useEntityAccess();
  const id = String(member.id);
  return (
    <Box component="section" aria-label={member.fullName ?? id}>
      <Heading>{[member.fullName, member.customerNumber].filter(Boolean).join(' · ') || id}</Heading>
      <Typography variant="body2" color="text.secondary">
        {translate('ticketPanel.recentTickets')}
      </Typography>
      <RecentList<RecentTicket & { id: number }>
        resource="tickets"
        filter={{ customer: id }}
        rowOf={ticketRow}
        errorKey="memberActivity.ticketsError"
        emptyKey="splitScreen.noTickets"
      />
      {allows('trips') && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('ticketPanel.recentTrips')}
          </Typography>
          <RecentList<CustomerTripRow>
            resource="customerTrips"
            meta={{ id }}
            rowOf={tripRow}
            errorKey="memberActivity.tripsError"
            emptyKey="memberActivity.noTrips"
          />
        </>
      )}
    </Box>
  );
};

/** The linked cars; a saved ticket's cars with their state (GET /tickets/{id}/vehicle). */
const Cars = ({ cars, ticketId }: { cars: readonly LinkedCar[]; ticketId?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetOne<{ id: string; data: TicketRelatedVehicle[] }>(
    'ticketVehicle',
    { id: ticketId ?? '' },
    { enabled: !!ticketId && cars.length > 0, retry: false },
  );
  const stateOf = new Map((data?.data ?? []).map((car) => [car.vin, car]));
  if (cars.length === 0)
    return <Typography color="text.secondary">{translate('ticketPanel.noCars')}</Typography>;
  return (
    <>
      {error ? <Typography color="error">{translate('ticketPanel.carsError')}</Typography> : null}
      <List dense disablePadding>
        {cars.map((car) => {
          const vin = vinOfCar(car);
          const state = stateOf.get(vin);
          const facts = state
            ? [
                state.status
                  ? translate('ticketPanel.carStatus', {
                      status: translate(`ticketPanel.carStatuses.${state.status}`, { _: state.status }),
                    })
                  : null,
                [state.make, state.model].filter(Boolean).join(' ') || null,
                state.fuelLevel == null
                  ? null
                  : translate('ticketPanel.fuel', { level: formatNumber(state.fuelLevel, locale, 0) }),
              ]
            : [translate(ticketId ? 'ticketPanel.carNotSaved' : 'ticketPanel.carStateOnSave')];
          return (
            <ListItem key={vin} disableGutters>
              <ListItemText
                primary={[car.plateNumber ?? state?.plateNumber, vin].filter(Boolean).join(' · ')}
                secondary={facts.filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
};

/**
 * Spec 2 split screen, "ticket related information" beside new and edit ticket: the linked
 * members' recent tickets and trips, and the linked cars' state — as picked in the form,
 * saved or not.
 */
const TicketRelatedInformation = ({ params }: { params: RouteParams }) => {
  const translate = useTranslate();
  const { customers, vehicles } = useTicketLinks();
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
        {translate('ticketPanel.members')}
      </Typography>
      {customers.length === 0 ? (
        <Typography color="text.secondary">{translate('ticketPanel.noMembers')}</Typography>
      ) : (
        customers.map((member) => <MemberActivity key={String(member.id)} member={member} />)
      )}
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
        {translate('ticketPanel.cars')}
      </Typography>
      <Cars cars={vehicles} ticketId={params.ticketId} />
    </>
  );
};

export const ticketPanel: PanelDeclaration = {
  title: 'ticketRelatedInformation',
  Content: TicketRelatedInformation,
};
