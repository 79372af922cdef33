import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { RouteMatch, Title } from '../../domain/routes.ts';
import { TicketsPanel } from './TicketsPanel.tsx';

/** A panel whose data source arrives with a later issue says what it will hold, nothing more. */
const WillHold = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(text)}</Typography>;
};

export interface Panel {
  title: Title;
  content: ReactNode;
}

/** Spec 2: the secondary panel's content, chosen by the route on screen. */
export const panelOf = ({ name, params }: RouteMatch): Panel | null => {
  switch (name) {
    case 'newTicket':
    case 'editTicket':
      return {
        title: 'ticketRelatedInformation',
        content: <WillHold text="splitScreen.ticketRelatedInformation" />,
      };
    // Until the activity log has its server route, a member's recent activity is their tickets.
    case 'customerProfile':
    case 'customerTickets':
      return {
        title: name === 'customerProfile' ? 'recentActivity' : 'tickets',
        content: (
          <TicketsPanel
            filter={{ customer: params.customerId }}
            errorKey="splitScreen.customerTicketsError"
          />
        ),
      };
    case 'customerTrips':
      return { title: 'trips', content: <WillHold text="splitScreen.customerTrips" /> };
    case 'customerPayments':
      return { title: 'payments', content: <WillHold text="splitScreen.customerPayments" /> };
    case 'carDetail':
      return {
        title: 'recentActivity',
        content: <TicketsPanel filter={{ vehicles: params.vin }} errorKey="splitScreen.carTicketsError" />,
      };
    default:
      return null;
  }
};
