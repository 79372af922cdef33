import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** react-admin's "Remove saved query" button and its confirmation, removing on the server. */
export const RemoveSearchButton = ({ remove }: { remove: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        aria-label={translate('ra.saved_queries.remove_label')}
        size="small"
        onClick={() => setOpen(true)}
      >
        <RemoveIcon />
      </IconButton>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="remove-search-title"
        aria-describedby="remove-search-text"
      >
        <DialogTitle id="remove-search-title">
          {translate('ra.saved_queries.remove_dialog_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="remove-search-text">
            {translate('ra.saved_queries.remove_message')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            onClick={() => {
              remove();
              setOpen(false);
            }}
            color="primary"
            autoFocus
          >
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
