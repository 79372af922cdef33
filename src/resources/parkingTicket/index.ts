import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

const ParkingTicketPage = lazy(() =>
  import('./ParkingTicketPage.tsx').then((m) => ({ default: m.ParkingTicketPage })),
);

/** Spec 2: who was behind a parking ticket, last of the More menu. */
export default {
  name: 'parkingTickets',
  routes: [
    {
      name: 'parkingTicket',
      path: '/parking-ticket',
      entity: 'parkingTickets',
      title: 'parkingTicket',
      component: ParkingTicketPage,
      menu: { group: 'more', order: 7, label: 'parkingTicket' },
    },
  ],
} satisfies ResourceDeclaration;
