import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { downloadFailures, useDownloadFailure, type DownloadFailures } from './downloadFailures.ts';

/** Spec 2 modals: 'Download Failed'. */
export const DownloadFailedDialog = ({ store = downloadFailures }: { store?: DownloadFailures }) => {
  const translate = useTranslate();
  const fileName = useDownloadFailure(store);
  return (
    <Dialog open={fileName !== null} onClose={store.dismiss} aria-labelledby="download-failed-title">
      <DialogTitle id="download-failed-title">{translate('errors.downloadFailed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('errors.downloadFailed.message', { fileName: fileName ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={store.dismiss} autoFocus>
          {translate('errors.downloadFailed.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
