import { useFieldValue, useLocaleState } from 'react-admin';
import { formatDateTime } from '../../domain/formats.ts';

/** A list cell's date and time as the reader's language writes them (a payment's, a failure's, an import's). */
export const DateTimeText = ({ source }: { source: string }) => {
  const [locale] = useLocaleState();
  const value = useFieldValue({ source }) as string | null | undefined;
  return value ? <>{formatDateTime(value, locale)}</> : null;
};
