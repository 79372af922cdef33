import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useEntityAccess } from '../../custom/routes/useEntityAccess.ts';
import { RecentList } from '../../custom/splitScreen/RecentList.tsx';
import type { Reservation } from '../../domain/reservations/reservations.ts';
import type { CustomerTripRow } from '../../domain/trips/trips.ts';
import type { RecentTicket } from '../../domain/customers/recentActivity.ts';
import { ticketRow } from '../../custom/compactRows/ticketRow.ts';
import { tripRow } from '../../custom/compactRows/tripRow.ts';
import { carReservationRow, historyRow, type CarHistoryLine } from './carRows.ts';
import { CarTelemetry } from './CarTelemetry.tsx';

const SECTIONS = ['history', 'telemetry', 'trips', 'tickets', 'reservations'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The car detail's lists (spec 2 /cars/{vin}): its history, telemetry between two times, trips
 * (roles with the trips area), tickets and reservations (roles that open members). Each
 * says its own failure, so one service down leaves the others readable.
 */
export const CarSections = ({ vin }: { vin: string }) => {
  const translate = useTranslate();
  const { allows } = useEntityAccess();
  const shown = SECTIONS.filter(
    (section) =>
      (section !== 'trips' || allows('trips')) && (section !== 'reservations' || allows('reservations')),
  );
  const [picked, setPicked] = useState<Section>('history');
  const section = shown.includes(picked) ? picked : 'history';
  const byId = { id: vin };
  return (
    <Box>
      <Tabs value={section} onChange={(_, value: Section) => setPicked(value)} variant="scrollable">
        {shown.map((name) => (
          <Tab key={name} value={name} label={translate(`cars.sections.${name}`)} />
        ))}
      </Tabs>
      <Box sx={{ pt: 1 }}>
        {section === 'history' ? (
          <RecentList<CarHistoryLine>
            resource="history"
            meta={byId}
            rowOf={historyRow}
            errorKey="cars.detail.historyError"
            emptyKey="cars.detail.noHistory"
          />
        ) : null}
        {section === 'telemetry' ? <CarTelemetry vin={vin} /> : null}
        {section === 'trips' ? (
          <RecentList<CustomerTripRow>
            resource="vehicleTrips"
            meta={byId}
            rowOf={tripRow}
            errorKey="cars.detail.tripsError"
            emptyKey="cars.detail.noTrips"
          />
        ) : null}
        {section === 'tickets' ? (
          <RecentList<RecentTicket & { id: number }>
            resource="tickets"
            filter={{ vehicles: vin }}
            rowOf={ticketRow}
            errorKey="splitScreen.carTicketsError"
            emptyKey="splitScreen.noTickets"
          />
        ) : null}
        {section === 'reservations' ? (
          <RecentList<Reservation>
            resource="reservations"
            filter={{ vin }}
            rowOf={carReservationRow}
            errorKey="cars.detail.reservationsError"
            emptyKey="cars.detail.noReservations"
          />
        ) : null}
      </Box>
    </Box>
  );
};
