import {
  Alert,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useGetList, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats.ts';
import { pathOf } from '../shell/routeTable.ts';

interface TicketRow extends RaRecord {
  subject?: string;
  status?: string;
  priority?: string;
  createDateTime?: string;
}

const RECENT = 10;

/** The latest tickets of a member or a car, from the ticket search (GET /tickets). */
export const TicketsPanel = ({ filter, errorKey }: { filter: Record<string, string>; errorKey: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList<TicketRow>(
    'tickets',
    { filter, pagination: { page: 1, perPage: RECENT }, sort: { field: 'createDateTime', order: 'DESC' } },
    { retry: false },
  );
  if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate(errorKey)}</Alert>;
  if (!data?.length)
    return <Typography color="text.secondary">{translate('splitScreen.noTickets')}</Typography>;
  return (
    <List dense disablePadding>
      {/* Each link in its own item: a list holds items only (screen readers count them). */}
      {data.map((ticket) => (
        <ListItem key={ticket.id} disablePadding>
          <ListItemButton component={Link} to={pathOf('editTicket', { ticketId: ticket.id })}>
            <ListItemText
              primary={`#${ticket.id} ${ticket.subject ?? ''}`}
              secondary={[ticket.status, ticket.priority, formatDateTime(ticket.createDateTime, locale)]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
