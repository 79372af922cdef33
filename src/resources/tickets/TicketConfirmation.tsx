import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';

/**
 * /ticket-confirmation (spec 2, no navigation bar): the saved ticket's number, from the URL
 * so a reload shows it again, and the ways back: the ticket, the search, a new ticket.
 */
export const TicketConfirmation = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const ticketId = search.get('ticketId')?.trim() ?? '';
  const known = /^\d+$/.test(ticketId);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }}>
      <Title title="routes.ticketConfirmation" />
      <Stack spacing={2}>
        {known ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleIcon color="success" />
            <Typography variant="h6" component="p" role="status">
              {translate('ticketConfirmation.saved', { id: ticketId })}
            </Typography>
          </Stack>
        ) : (
          <Typography>{translate('ticketConfirmation.unknown')}</Typography>
        )}
        <Stack
          direction="row"
          useFlexGap
          spacing={3}
          sx={{ flexWrap: 'wrap' }}
          component="nav"
          aria-label={translate('ticketConfirmation.next')}
        >
          {known && (
            <MuiLink component={Link} to={pathOf('editTicket', { ticketId })}>
              {translate('ticketConfirmation.openTicket', { id: ticketId })}
            </MuiLink>
          )}
          <MuiLink component={Link} to={pathOf('ticketSearch')}>
            {translate('ticketConfirmation.search')}
          </MuiLink>
          <MuiLink component={Link} to={pathOf('newTicket')}>
            {translate('ticketConfirmation.newTicket')}
          </MuiLink>
        </Stack>
      </Stack>
    </Paper>
  );
};
