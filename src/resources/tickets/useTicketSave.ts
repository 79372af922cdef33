import { useCallback } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';

/** Spec 2: a saved ticket shows its number at /ticket-confirmation, which a reload keeps. */
export const confirmationPath = (ticketId: RaRecord['id']) =>
  `/ticket-confirmation?ticketId=${encodeURIComponent(String(ticketId))}`;

/**
 * The outcome of a ticket save (spec 8, Ticket): success goes to the confirmation; a stale
 * save (412) opens the reload dialog, never overwriting a colleague's changes; a refused
 * body says 'Could not create/update the ticket…' with the field errors beside the fields
 * (react-admin places the answer's `errors`); any other failure says 'There has been an
 * issue creating/updating ticket'.
 */
export const useTicketSave = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { onError: onStale, staleDialog } = useStaleReload();
  const onSuccess = useCallback((ticket: RaRecord) => redirect(confirmationPath(ticket.id)), [redirect]);
  const onError = useCallback(
    (error: unknown) => {
      if (isStale(error)) return onStale(error);
      const status = (error as { status?: number } | null)?.status;
      notify(status === 400 ? 'ticket.missingFields' : 'ticket.saveFailed', { type: 'error' });
    },
    [notify, onStale],
  );
  return { mutationOptions: { onSuccess, onError }, staleDialog };
};
