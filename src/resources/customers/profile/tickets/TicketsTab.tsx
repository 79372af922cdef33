import { DataTable } from 'react-admin';
import { pathOf } from '../../../../custom/routes/routeTable.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import type { TicketSearchRow } from '../../../../domain/tickets/tickets.ts';
import { CreatedAt, TicketValue } from '../../../../custom/tickets/TicketFields.tsx';
import { EmbeddedList } from '../../../../custom/lists/EmbeddedList.tsx';
import { RecordLink } from '../../../../custom/lists/RecordLink.tsx';

const Col = DataTable.Col<TicketSearchRow>;

/** The member's tickets: the ticket search by member (/tickets?customer=), newest first, each opening its edit page. */
export const TicketsTab = ({ customer }: { customer: CustomerDetail }) => (
  <EmbeddedList
    resource="tickets"
    filter={{ customer: String(customer.id) }}
    recordPath={(id) => pathOf('editTicket', { ticketId: id })}
    errorKey="memberActivity.ticketsError"
    emptyKey="splitScreen.noTickets"
  >
    <Col source="id" label="memberActivity.columns.ticket">
      <RecordLink source="id" labelKey="memberActivity.ticket" />
    </Col>
    <Col source="subject" label="memberActivity.columns.subject" />
    {/* The values in the screen's words, as the ticket search shows them. */}
    <Col source="status" label="memberActivity.columns.status">
      <TicketValue field="status" />
    </Col>
    <Col source="priority" label="memberActivity.columns.priority">
      <TicketValue field="priority" />
    </Col>
    <Col source="department" label="memberActivity.columns.department">
      <TicketValue field="department" />
    </Col>
    <Col source="createDateTime" label="memberActivity.columns.created" field={CreatedAt} />
  </EmbeddedList>
);
