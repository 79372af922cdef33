import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListPaginationContext, Pagination, useTranslate } from 'react-admin';
import type { usePagedList } from './usePagedList.ts';
import { Spinner } from '../layout/Spinner.tsx';

export interface Column<T> {
  /** i18n key of the header. */
  label: string;
  render: (row: T) => ReactNode;
}

/** A page of rows as a table with react-admin's (translated) pagination; loading, error and empty states. */
export const PagedTable = <T extends { id: string | number }>({
  list,
  columns,
  caption,
  emptyKey,
  errorKey,
}: {
  list: ReturnType<typeof usePagedList<T>>;
  columns: readonly Column<T>[];
  caption: string;
  emptyKey: string;
  errorKey: string;
}) => {
  const translate = useTranslate();
  if (list.isPending) return <Spinner />;
  if (list.error) return <Alert severity="error">{translate(errorKey)}</Alert>;
  if (!list.data?.length) return <Typography color="text.secondary">{translate(emptyKey)}</Typography>;
  return (
    <>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label}>{translate(column.label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ListPaginationContext.Provider value={list.pagination}>
        <Pagination rowsPerPageOptions={[]} />
      </ListPaginationContext.Provider>
    </>
  );
};
