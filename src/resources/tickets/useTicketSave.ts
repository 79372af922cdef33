import { useCallback } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';

/** Spec 2: a saved ticket shows its number at /ticket-confirmation, which a reload keeps. */
export const confirmationPath = (ticketId: RaRecord['id']) =>
  `/ticket-confirmation?ticketId=${encodeURIComponent(String(ticketId))}`;

/**
 * The outcome of a ticket save (spec 8, Ticket): a new ticket goes to the confirmation; an
 * edit, a close or a re-open stays on the ticket and says it was saved (README, Departures: a
 * product choice: spec 2 does not say which saves go there, and staff keep working on the
 * ticket they edit). A stale save (412) opens the reload dialog, never overwriting a
 * colleague's changes; a refused body says 'Could not create/update the ticket…' with the
 * field errors beside the fields (react-admin places the answer's `errors`); any other
 * failure says 'There has been an issue creating/updating ticket'.
 */
export const useTicketSave = (mode: 'create' | 'edit') => {
  const notify = useNotify();
  const redirect = useRedirect();
  const { onError: onStale, staleDialog } = useStaleReload();
  const onSuccess = useCallback(
    (ticket: RaRecord) =>
      mode === 'create'
        ? redirect(confirmationPath(ticket.id))
        : notify('ticketConfirmation.saved', { type: 'success', messageArgs: { id: ticket.id } }),
    [mode, notify, redirect],
  );
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
