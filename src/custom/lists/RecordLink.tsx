import { Link } from '@mui/material';
import { createContext, useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFieldValue, useRecordContext, type RaRecord } from 'react-admin';

/** Where a row of the current list leads: AppList's `rowClick`. */
export const RecordPathContext = createContext<(id: RaRecord['id']) => string>(() => '');

/**
 * The record's number as a link to the record: the row's click as a
 * keyboard user reaches it, in the Tab order, and one a browser can open in a new tab.
 */
export const RecordLink = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const value = useFieldValue({ source }) as unknown;
  const pathOf = useContext(RecordPathContext);
  if (!record) return null;
  return (
    // The row would open the record too: the link's own navigation is enough.
    <Link component={RouterLink} to={pathOf(record.id)} onClick={(event) => event.stopPropagation()}>
      {String(value ?? record.id)}
    </Link>
  );
};
