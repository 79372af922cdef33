import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A car fact's label. */
export const field = (name: string) => `cars.fields.${name}`;

/** A titled table of the car detail's facts: each row a label's key and its value ('—' when none). */
export const Facts = ({ title, rows }: { title: string; rows: [string, string][] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Table size="small" aria-label={translate(title)}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '45%' }}>
                {translate(label)}
              </TableCell>
              <TableCell>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
