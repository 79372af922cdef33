import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useContext, useState } from 'react';
import { EditContext, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { fieldErrorsOf } from '../../dataProvider/HttpError.ts';
import type { ApiErrorBody } from '../../domain/apiError.ts';
import { formatDateTime } from '../../domain/formats.ts';

type Refetch = () => Promise<{ data?: unknown }>;

/** A 412 answer: someone saved this record since it was opened here (docs/architecture.md, Writes). */
export const isStale = (error: unknown) => (error as { status?: unknown } | null)?.status === 412;

type SavedBy = ApiErrorBody['savedBy'];

/** Who saved the record since it was read, as the 412 answer names them. */
const savedByOf = (error: unknown): SavedBy =>
  (error as { body?: Partial<ApiErrorBody> } | null)?.body?.savedBy;

/**
 * Offers to load the colleague's saved version in place of the changes made here, which the
 * server refused rather than overwrite theirs. Inside a form, reloading resets it. Outside an
 * edit page (a form of its own on a screen, or modals over a card) the caller says how to
 * refetch.
 */
const StaleRecordDialog = ({
  open,
  savedBy,
  onClose,
  refetch,
}: {
  open: boolean;
  savedBy: SavedBy;
  onClose: () => void;
  refetch?: Refetch;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const edit = useContext(EditContext);
  // Null outside a form (react-hook-form's context default), where what is shown follows the refetch.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const reload = async () => {
    const { data } = await (refetch ?? edit!.refetch)();
    form?.reset(data);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="stale-record-title">
      <DialogTitle id="stale-record-title">{translate('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {savedBy
            ? translate('stale.textBy', { name: savedBy.name, at: formatDateTime(savedBy.at, locale) })
            : translate('stale.text')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('stale.keepEditing')}</Button>
        <Button onClick={reload} variant="contained">
          {translate('stale.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * For an edit page's `mutationOptions.onError`: a stale save opens the reload dialog (place
 * `staleDialog` inside the form); a refusal naming fields is left to the form, which marks
 * them (react-admin hands a pessimistic form the answer's `errors`); any other failure is
 * notified as usual.
 */
export const useStaleReload = (refetch?: Refetch) => {
  const [open, setOpen] = useState(false);
  const [savedBy, setSavedBy] = useState<SavedBy>();
  const notify = useNotify();
  const onError = useCallback(
    (error: unknown) => {
      if (isStale(error)) {
        setSavedBy(savedByOf(error));
        setOpen(true);
      } else if (!fieldErrorsOf(error))
        notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    },
    [notify],
  );
  return {
    onError,
    staleDialog: (
      <StaleRecordDialog open={open} savedBy={savedBy} onClose={() => setOpen(false)} refetch={refetch} />
    ),
  };
};
