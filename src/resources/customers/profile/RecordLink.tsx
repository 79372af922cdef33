import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A row's number as a link to its record (a ticket's edit page, a trip's detail): '#{id}' in the screen's words. */
export const RecordLink = ({ to, labelKey, id }: { to: string; labelKey: string; id: number }) => {
  const translate = useTranslate();
  return (
    <MuiLink component={Link} to={to}>
      {translate(labelKey, { id })}
    </MuiLink>
  );
};
