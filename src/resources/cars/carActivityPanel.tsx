import type { PanelDeclaration, RouteParams } from '../../custom/routes/declarations.ts';
import { RecentList } from '../../custom/splitScreen/RecentList.tsx';
import type { RecentTicket } from '../../domain/customers/recentActivity.ts';
import { ticketRow } from '../../custom/compactRows/ticketRow.ts';

/** Spec 2 split screen beside /cars/{vin}: the car's latest tickets. */
const CarTickets = ({ params }: { params: RouteParams }) => (
  <RecentList<RecentTicket & { id: number }>
    resource="tickets"
    filter={{ vehicles: params.vin }}
    rowOf={ticketRow}
    errorKey="splitScreen.carTicketsError"
    emptyKey="splitScreen.noTickets"
  />
);

export const carActivityPanel: PanelDeclaration = { title: 'recentActivity', Content: CarTickets };
