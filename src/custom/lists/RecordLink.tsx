import { Link } from '@mui/material';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFieldValue, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/** Where a record of the current list has its page: AppList's `rowClick`, EmbeddedList's `recordPath`. */
export const RecordPathContext = createContext<(id: RaRecord['id']) => string>(() => '');

/**
 * The record's number as a link to the record, in the Tab order and one a browser can open in
 * a new tab. In a list whose rows open their record (AppList's `rowClick`) it is the row's
 * click as a keyboard user reaches it; in a list whose rows do not (a profile tab's trips and
 * tickets, EmbeddedList's `recordPath`) it is the way to the record, in the screen's words
 * (`labelKey`, '#{id}').
 */
export const RecordLink = ({ source, labelKey }: { source: string; labelKey?: string }) => {
  const record = useRecordContext();
  const value = useFieldValue({ source }) as unknown;
  const pathOf = useContext(RecordPathContext);
  const translate = useTranslate();
  if (!record) return null;
  const id = String(value ?? record.id);
  return (
    // The row would open the record too: the link's own navigation is enough.
    <Link component={RouterLink} to={pathOf(record.id)} onClick={(event) => event.stopPropagation()}>
      {labelKey ? translate(labelKey, { id }) : id}
    </Link>
  );
};
