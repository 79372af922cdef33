import { Alert } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The list could not load: the screen's own sentence, then the server's message. */
export const ListLoadFailed = ({ text }: { text: string }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      {translate(text)} {error?.message ?? ''}
    </Alert>
  );
};
