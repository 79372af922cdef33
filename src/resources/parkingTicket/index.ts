import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: who was behind a parking ticket, last of the More menu. A later issue builds it. */
export default {
  name: 'parkingTickets',
  routes: [
    {
      name: 'parkingTicket',
      path: '/parking-ticket',
      entity: 'parkingTickets',
      title: 'parkingTicket',
      component: Placeholder,
      menu: { group: 'more', order: 7, label: 'parkingTicket' },
    },
  ],
} satisfies ResourceDeclaration;
