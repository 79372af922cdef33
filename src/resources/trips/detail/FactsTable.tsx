import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Label and value rows, the label an i18n key; an empty value reads as a dash. */
export const FactsTable = ({ label, rows }: { label: string; rows: [string, ReactNode][] }) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: '40%' }}>
              {translate(key)}
            </TableCell>
            <TableCell>{value === '' || value === null ? '—' : value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
