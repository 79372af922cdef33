import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

const ParkingTicketPage = lazy(() =>
  import('./ParkingTicketPage.tsx').then((m) => ({ default: m.ParkingTicketPage })),
);

/** Spec 2: who was behind a parking ticket, last of the More menu. */
export default menuResource('parkingTickets', {
  name: 'parkingTicket',
  path: '/parking-ticket',
  title: 'parkingTicket',
  component: ParkingTicketPage,
  menu: { group: 'more', order: 7, label: 'parkingTicket' },
});
