import { Alert, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  ListBase,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { CappedTotal } from './CappedTotal.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ListPagination, PAGE_SIZES } from './ListPagination.tsx';
import { RecordPathContext } from './RecordLink.tsx';
import { withSorting } from './withSorting.ts';

interface EmbeddedListProps {
  /** The data provider's row (src/dataProvider/resources.ts) that lists them. */
  resource: string;
  /** A filter of the search that names the record the page shows (`customer`, `customerId`, `tripId`). */
  filter?: Record<string, string>;
  /** Path parameters of the row ({id}). */
  meta?: Record<string, string>;
  /** The order the server starts with, for a list whose columns sort (withSorting). */
  sort?: SortPayload;
  /** Where a record's page is, for a list whose records have one: its `RecordLink` column leads there. */
  recordPath?: (id: RaRecord['id']) => string;
  /** Offers the CSV of the list in its current order, which the search route streams. */
  exportable?: boolean;
  /** Spec 8, customer activity lists: the message a failed load shows. */
  errorKey: string;
  emptyKey: string;
  /** DataTable.Col elements. */
  children: ReactNode;
}

const noPath = () => '';

const Rows = ({
  errorKey,
  emptyKey,
  exportable,
  filter,
  recordPath,
  children,
}: Omit<EmbeddedListProps, 'resource' | 'meta' | 'sort'>) => {
  const translate = useTranslate();
  const { error, resource } = useListContext();
  if (error) return <Alert severity="error">{translate(errorKey)}</Alert>;
  return (
    <RecordPathContext.Provider value={recordPath ?? noPath}>
      {exportable ? (
        <TopToolbar>
          <ExportCsvButton disabled={false} filter={filter} />
        </TopToolbar>
      ) : null}
      <CappedTotal />
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        size="small"
        empty={<Typography color="text.secondary">{translate(emptyKey)}</Typography>}
      >
        {withSorting(children, resource)}
      </DataTable>
      <ListPagination />
    </RecordPathContext.Provider>
  );
};

/**
 * A list inside a record's page, of the records tied to it (a member's trips, tickets and
 * ledger lines on the profile's tabs; a trip's telemetry on its detail): newest first as the
 * server orders it (columns sort only by what the server orders the resource by),
 * 25/50/100 a page, the capped total read as the member list reads it.
 * The page, not the list, owns the URL (`?tab=`), so paging stays in the list, and the
 * page's route has already checked the role.
 */
export const EmbeddedList = ({ resource, filter, meta, sort, ...rows }: EmbeddedListProps) => (
  <ListBase
    resource={resource}
    filter={filter}
    sort={sort}
    queryOptions={{ meta, retry: false }}
    perPage={PAGE_SIZES[0]}
    disableSyncWithLocation
    disableAuthentication
    storeKey={false}
  >
    <Rows filter={filter} {...rows} />
  </ListBase>
);
