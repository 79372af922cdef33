import { Alert, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CompactRow } from './compactRow.ts';
import { Spinner } from '../layout/Spinner.tsx';

interface CompactListProps {
  rows: CompactRow[] | undefined;
  isPending: boolean;
  error: unknown;
  /** Spec 8, customer activity lists: the message a failed load shows. */
  errorKey: string;
  emptyKey: string;
}

/** The panel's lists: a line per record, each a link to it; loading, failure and empty said plainly. */
export const CompactList = ({ rows, isPending, error, errorKey, emptyKey }: CompactListProps) => {
  const translate = useTranslate();
  if (isPending) return <Spinner />;
  if (error) return <Alert severity="error">{translate(errorKey)}</Alert>;
  if (!rows?.length) return <Typography color="text.secondary">{translate(emptyKey)}</Typography>;
  return (
    <List dense disablePadding>
      {/* Each link in its own item: a list holds items only (screen readers count them). */}
      {rows.map((row) => (
        <ListItem key={row.key} disablePadding>
          <ListItemButton component={Link} to={row.to}>
            <ListItemText primary={row.primary} secondary={row.secondary} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
