import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A line's detail while it loads, when it failed, or once it is there. */
export const DetailLoad = <T,>({
  data,
  error,
  children,
}: {
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}) => {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('billing.details.loadFailed')}</Alert>;
  if (data === undefined) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return <>{children(data)}</>;
};
