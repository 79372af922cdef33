import { Alert, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, ListBase, useListContext, useTranslate } from 'react-admin';
import { CappedTotal } from '../../../custom/lists/CappedTotal.tsx';
import { ListPagination, PAGE_SIZES } from '../../../custom/lists/ListPagination.tsx';

interface MemberListProps {
  /** The data provider's row (src/dataProvider/resources.ts) that lists them. */
  resource: string;
  /** A filter of the search that names the member (`customer`, `customerId`). */
  filter?: Record<string, string>;
  /** Path parameters of the row ({id}). */
  meta?: Record<string, string>;
  /** Spec 8, customer activity lists: the message a failed load shows. */
  errorKey: string;
  emptyKey: string;
  /** DataTable.Col elements. */
  children: ReactNode;
}

const Rows = ({ errorKey, emptyKey, children }: Omit<MemberListProps, 'resource' | 'filter' | 'meta'>) => {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) return <Alert severity="error">{translate(errorKey)}</Alert>;
  return (
    <>
      <CappedTotal />
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        size="small"
        empty={<Typography color="text.secondary">{translate(emptyKey)}</Typography>}
      >
        {children}
      </DataTable>
      <ListPagination />
    </>
  );
};

/**
 * One of a member's lists inside a profile tab: newest first as the server orders it (the
 * columns do not sort), 25/50/100 a page, the capped total read as the member list reads it.
 * The tab, not the list, owns the page's URL (`?tab=`), so paging stays in the list, and the
 * profile route has already checked the role.
 */
export const MemberList = ({ resource, filter, meta, ...rows }: MemberListProps) => (
  <ListBase
    resource={resource}
    filter={filter}
    queryOptions={{ meta, retry: false }}
    perPage={PAGE_SIZES[0]}
    disableSyncWithLocation
    disableAuthentication
    storeKey={false}
  >
    <Rows {...rows} />
  </ListBase>
);
