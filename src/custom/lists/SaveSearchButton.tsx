import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { savedSearchFields } from '../../domain/savedSearches/savedSearch.ts';
import { messageOf } from '../../domain/validation.ts';

interface SaveSearchButtonProps {
  /** Saves under the name; rejects with the server's translated reason (a name already used). */
  save: (label: string) => Promise<unknown>;
}

/**
 * react-admin's "Save current query..." button and dialog, as they look, saving on the server
 * (README, Departures). The name is checked as the server checks it; a refusal (the name is
 * taken, too long) shows under the field and the dialog stays open.
 */
export const SaveSearchButton = ({ save }: SaveSearchButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setOpen(false);
    setName('');
    setError(null);
  };
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = savedSearchFields.label.safeParse(name);
    if (!checked.success) {
      const { message, args } = messageOf(checked.error.issues[0]!);
      setError(translate(message, args));
      return;
    }
    setBusy(true);
    try {
      await save(checked.data);
      close();
    } catch (refused) {
      setError((refused as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <IconButton
        aria-label={translate('ra.saved_queries.new_label')}
        size="small"
        onClick={() => setOpen(true)}
      >
        <AddIcon />
      </IconButton>
      <Dialog open={open} onClose={close} aria-labelledby="save-search-title">
        <DialogTitle id="save-search-title">{translate('ra.saved_queries.new_dialog_title')}</DialogTitle>
        <DialogContent>
          <form onSubmit={(event) => void submit(event)}>
            <TextField
              autoFocus
              margin="dense"
              id="save-search-name"
              label={translate('ra.saved_queries.query_name')}
              fullWidth
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              error={error !== null}
              helperText={error}
            />
          </form>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button onClick={() => void submit()} color="primary" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
