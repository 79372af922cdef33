import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { TicketForm } from './TicketForm.tsx';
import { useTicketSave } from './useTicketSave.ts';

const TicketTitle = ({ id }: { id: string }) => {
  const translate = useTranslate();
  return <span>{translate('ticketForm.editTitle', { id })}</span>;
};

/**
 * /edit-ticket/{ticketId} (spec 2). The save names the version the form started from
 * (If-Match, from the fetched ticket's `version`): a colleague's save in between is refused
 * with 412 and the dialog offers to reload theirs (docs/architecture.md, Writes).
 */
export const TicketEdit = () => {
  const { ticketId = '' } = useParams();
  const { mutationOptions, staleDialog } = useTicketSave('edit');
  return (
    <Edit
      resource="tickets"
      id={ticketId}
      title={<TicketTitle id={ticketId} />}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
      actions={false}
    >
      <TicketForm>{staleDialog}</TicketForm>
    </Edit>
  );
};
