import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';
import type { TicketSearchRow } from '../../domain/tickets/tickets.ts';
import { ticketPanel } from './panel/TicketPanel.tsx';

const TicketCreate = lazy(() => import('./TicketCreate.tsx').then((m) => ({ default: m.TicketCreate })));
const TicketEdit = lazy(() => import('./TicketEdit.tsx').then((m) => ({ default: m.TicketEdit })));
const TicketConfirmation = lazy(() =>
  import('./TicketConfirmation.tsx').then((m) => ({ default: m.TicketConfirmation })),
);

/**
 * Tickets (spec 2): the search at /ticket-search; new ticket and the confirmation, which
 * hide the navigation bar and the breadcrumbs; edit ticket. New and edit ticket allow the
 * split screen with the ticket related information. Screens load on first visit.
 */
export default {
  name: 'tickets',
  list: lazy(() => import('./TicketList.tsx').then((m) => ({ default: m.TicketList }))),
  icon: ConfirmationNumberIcon,
  recordRepresentation: (record: TicketSearchRow) => `#${record.id} ${record.subject}`,
  routes: [
    {
      name: 'ticketSearch',
      path: '/ticket-search',
      entity: 'tickets',
      title: 'tickets',
      view: 'list',
      menu: { group: 'bar', order: 4, label: 'tickets' },
    },
    {
      name: 'newTicket',
      path: '/new-ticket',
      entity: 'tickets',
      title: 'newTicket',
      parent: 'ticketSearch',
      component: TicketCreate,
      hideChrome: true,
      splitScreen: ticketPanel,
    },
    {
      name: 'editTicket',
      path: '/edit-ticket/{ticketId}',
      entity: 'tickets',
      title: 'editTicket',
      parent: 'ticketSearch',
      component: TicketEdit,
      splitScreen: ticketPanel,
    },
    {
      name: 'ticketConfirmation',
      path: '/ticket-confirmation',
      entity: 'tickets',
      title: 'ticketConfirmation',
      parent: 'ticketSearch',
      component: TicketConfirmation,
      hideChrome: true,
    },
    {
      name: 'ticket',
      path: '/tickets/{ticketId}',
      kind: 'crumbOnly',
      entity: 'tickets',
      title: 'tickets',
      parent: 'ticketSearch',
      crumbParam: 'ticketId',
    },
  ],
} satisfies ResourceDeclaration;
