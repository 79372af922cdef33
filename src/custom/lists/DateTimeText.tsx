import { useFieldValue, useLocaleState } from 'react-admin';
import { formatZonedDateTime } from '../../domain/formats.ts';

/**
 * A list cell's date and time as the reader's language writes them (a payment's, a failure's,
 * an import's), always with its zone: the staff member's own (spec 3, one instant reads the
 * same on every screen).
 */
export const DateTimeText = ({ source }: { source: string }) => {
  const [locale] = useLocaleState();
  const value = useFieldValue({ source }) as string | null | undefined;
  return value ? <>{formatZonedDateTime(value, locale)}</> : null;
};
