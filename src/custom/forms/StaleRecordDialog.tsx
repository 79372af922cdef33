import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useContext, useState } from 'react';
import { EditContext, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';

type Refetch = () => Promise<{ data?: unknown }>;

/** A 412 answer: someone saved this record since it was opened here (docs/architecture.md, Writes). */
export const isStale = (error: unknown) => (error as { status?: unknown } | null)?.status === 412;

/**
 * Offers to load the colleague's saved version in place of the changes made here, which the
 * server refused rather than overwrite theirs. Lives inside the form, so reloading resets it.
 * Outside an edit page (a form of its own on a screen) the caller says how to refetch.
 */
const StaleRecordDialog = ({
  open,
  onClose,
  refetch,
}: {
  open: boolean;
  onClose: () => void;
  refetch?: Refetch;
}) => {
  const translate = useTranslate();
  const edit = useContext(EditContext);
  const { reset } = useFormContext();
  const reload = async () => {
    const { data } = await (refetch ?? edit!.refetch)();
    reset(data);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="stale-record-title">
      <DialogTitle id="stale-record-title">{translate('stale.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('stale.text')}</DialogContentText>
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
 * `staleDialog` inside the form); any other failure is notified as usual.
 */
export const useStaleReload = (refetch?: Refetch) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const onError = useCallback(
    (error: unknown) => {
      if (isStale(error)) setOpen(true);
      else notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    },
    [notify],
  );
  return {
    onError,
    staleDialog: <StaleRecordDialog open={open} onClose={() => setOpen(false)} refetch={refetch} />,
  };
};
