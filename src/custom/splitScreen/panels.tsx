import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PanelDeclaration, RouteParams, Title } from '../shell/declarations.ts';
import { TicketsPanel } from './TicketsPanel.tsx';

/** A panel whose data source arrives with a later issue says what it will hold, nothing more. */
export const willHold = (title: Title, text: string): PanelDeclaration => ({
  title,
  Content: function WillHold() {
    const translate = useTranslate();
    return <Typography color="text.secondary">{translate(text)}</Typography>;
  },
});

/** Until the activity log has its server route, a member's recent activity is their tickets. */
const MemberTickets = ({ params }: { params: RouteParams }) => (
  <TicketsPanel filter={{ customer: params.customerId }} errorKey="splitScreen.customerTicketsError" />
);

const CarTickets = ({ params }: { params: RouteParams }) => (
  <TicketsPanel filter={{ vehicles: params.vin }} errorKey="splitScreen.carTicketsError" />
);

export const memberTicketsPanel = (title: Title): PanelDeclaration => ({ title, Content: MemberTickets });
export const carActivityPanel: PanelDeclaration = { title: 'recentActivity', Content: CarTickets };
