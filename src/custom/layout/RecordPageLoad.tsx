import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface RecordPageLoadProps {
  /** The page's title (react-admin's Title), named while the record is not there. */
  title: ReactNode;
  /** The read's failure; none while it loads. */
  error: unknown;
  /** i18n keys: there is no such record, and the read failed otherwise. */
  notFound: string;
  failed: string;
  /** The answers that mean there is no such record: 404, and 400 where a malformed key names none. */
  notFoundStatuses?: readonly number[];
}

const NOT_FOUND = [404];

/** A record's page until its record is there: its title over a progress bar, or why it is not there. */
export const RecordPageLoad = ({
  title,
  error,
  notFound,
  failed,
  notFoundStatuses = NOT_FOUND,
}: RecordPageLoadProps) => {
  const translate = useTranslate();
  if (!error)
    return (
      <>
        {title}
        <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />
      </>
    );
  const status = (error as { status?: number }).status;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {title}
      {translate(status !== undefined && notFoundStatuses.includes(status) ? notFound : failed)}
    </Alert>
  );
};
