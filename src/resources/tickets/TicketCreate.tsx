import { LinearProgress, Link as MuiLink, Stack } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';
import { SplitScreenToggle } from '../../custom/splitScreen/SplitScreenToggle.tsx';
import { TicketForm } from './TicketForm.tsx';
import { usePrefilledTicket } from './usePrefilledTicket.ts';
import { useTicketSave } from './useTicketSave.ts';

/** What a new ticket starts as (spec 4: Draft, New, In Progress, Deferred, Closed). */
const NEW_TICKET = {
  status: 'New',
  categories: [],
  customers: [],
  vehicles: [],
  staff: null,
  notes: [],
  files: [],
};

/**
 * /new-ticket (spec 2): no navigation bar, so the page carries the split-screen toggle for
 * the ticket related information, and a way back to the ticket search.
 */
export const TicketCreate = () => {
  const translate = useTranslate();
  const { mutationOptions } = useTicketSave('create');
  const record = usePrefilledTicket(NEW_TICKET);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <MuiLink component={Link} to={pathOf('ticketSearch')}>
          {translate('ticketForm.backToSearch')}
        </MuiLink>
        <SplitScreenToggle />
      </Stack>
      {record ? (
        <Create
          resource="tickets"
          title="routes.newTicket"
          record={record}
          redirect={false}
          mutationOptions={mutationOptions}
        >
          <TicketForm />
        </Create>
      ) : (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}
    </>
  );
};
