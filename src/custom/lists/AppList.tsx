import { useState, type ReactElement, type ReactNode } from 'react';
import type { SxProps } from '@mui/material';
import { DataTable, List, type ListProps, type RaRecord, type SortPayload } from 'react-admin';
import { CappedTotal } from './CappedTotal.tsx';
import { FilterErrors, type FilterErrorList } from './FilterErrors.tsx';
import { ListActions } from './ListActions.tsx';
import { ListEmpty } from './ListEmpty.tsx';
import { ListFilterForm } from './ListFilterForm.tsx';
import { ListLoadFailed } from './ListLoadFailed.tsx';
import { ListPagination, PAGE_SIZES } from './ListPagination.tsx';
import { ListRefreshing } from './ListRefreshing.tsx';
import { RecordPathContext } from './RecordLink.tsx';
import { SavedSearches } from './SavedSearches.tsx';
import { titleWhenCut } from './titleWhenCut.ts';
import { useColumnChoice } from './useColumnChoice.ts';
import { useTidyListUrl } from './useTidyListUrl.ts';
import { withSorting } from './withSorting.ts';
import { sortsOf } from '../../dataProvider/resources.ts';

export interface AppListProps {
  resource: string;
  /** i18n key of the page title. */
  title: string;
  /** Filter inputs, all shown at once (`alwaysOn`): staff search by whatever fact they have. */
  filters: ReactElement[];
  /** The order the list starts in; its headers sort by what the server orders `resource` by (withSorting). */
  sort: SortPayload;
  /** Offers the CSV of the current filter and order, which the search route streams. */
  exportable?: boolean;
  /** The screen's own buttons beside the export, such as a link to create a record. */
  actions?: ReactNode;
  /**
   * Where a row leads, by mouse on the row and by keyboard on its `RecordLink` column; a list
   * that edits in a modal over itself opens it here and answers false (it goes nowhere).
   */
  rowClick: (id: RaRecord['id']) => string | false;
  /** A row's look of its own, such as the one just saved in a modal over the list. */
  rowSx?: (record: RaRecord) => SxProps;
  /** react-query's options for the page's query, such as a refresh while something runs (the Import Log). */
  queryOptions?: ListProps['queryOptions'];
  /**
   * The i18n section of the list's own texts: `empty`, what matched nothing and what to do
   * about it, and `error`, what failed when the list cannot load.
   */
  texts: string;
  /**
   * The columns (by source) hidden until a staff member shows them with the Columns button, so
   * the list fits a 1,440 px screen in English and French (spec points 2 and 9); each person's
   * choice then follows them (`useColumnChoice`).
   */
  hiddenColumns?: string[];
  /** DataTable.Col elements, the most useful first. */
  children: ReactNode;
}

const ALL_SHOWN: string[] = [];

/**
 * A list fits its card at 1,440 px with its default columns (tests/e2e/listWidths.test.ts); one
 * a staff member widens with more columns scrolls inside its card, so the page keeps its width
 * and the toolbar's buttons stay in view. A row keeps to one line, as the Team table does:
 * names and statuses wrapped over three lines left a handful of rows on screen; a long text (a
 * ticket's subject) ends in an ellipsis instead, its whole text in the cell's title. The cells'
 * rule weighs no more than a class (`:where`), so a column's own `cellSx` (a narrower cap) wins.
 */
const LIST_LAYOUT = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& :where(.RaDataTable-rowCell)': {
    whiteSpace: 'nowrap',
    maxWidth: '20rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;

/**
 * The list every screen uses: filters in the query string with their errors
 * beside them, header sorting on the columns the server orders by, 25/50/100 rows a page kept
 * in the URL, the capped total read alike by banner and pager, CSV export, saved searches,
 * the columns each staff member picks, and an empty state that says what to do. While a filter is invalid the list shows no rows:
 * the last ones matched other criteria and would mislead; while new rows load, the old ones
 * say so.
 */
export const AppList = ({
  resource,
  title,
  filters,
  sort,
  exportable = false,
  actions,
  rowClick,
  rowSx,
  texts,
  queryOptions,
  hiddenColumns = ALL_SHOWN,
  children,
}: AppListProps) => {
  const [filterErrors, setFilterErrors] = useState<FilterErrorList>([]);
  const blocked = filterErrors.length > 0;
  const storeKey = `${resource}.datatable`;
  const columns = useColumnChoice(resource, storeKey, hiddenColumns);
  useTidyListUrl();
  return (
    <List
      resource={resource}
      title={title}
      filters={<ListFilterForm filters={filters} onErrors={setFilterErrors} />}
      actions={
        <ListActions exportable={exportable} disabled={blocked} storeKey={storeKey}>
          {actions}
        </ListActions>
      }
      // A list staff can neither filter nor sort (the Import Log) has no search to save: its
      // room goes to the columns, which then fit a 1440-pixel window.
      aside={filters.length || sortsOf(resource).length ? <SavedSearches /> : undefined}
      sort={sort}
      perPage={PAGE_SIZES[0]}
      pagination={blocked ? false : <ListPagination />}
      exporter={false}
      empty={false}
      error={<ListLoadFailed text={`${texts}.error`} />}
      sx={LIST_LAYOUT}
      queryOptions={queryOptions}
    >
      {blocked ? (
        <FilterErrors errors={filterErrors} />
      ) : (
        <RecordPathContext.Provider value={(id) => rowClick(id) || ''}>
          <CappedTotal />
          <ListRefreshing>
            {columns.ready ? (
              <DataTable
                rowClick={rowClick}
                rowSx={rowSx}
                bulkActionButtons={false}
                empty={<ListEmpty text={`${texts}.empty`} />}
                storeKey={storeKey}
                hiddenColumns={hiddenColumns}
                onMouseOver={titleWhenCut}
              >
                {withSorting(children, resource)}
              </DataTable>
            ) : null}
          </ListRefreshing>
        </RecordPathContext.Provider>
      )}
    </List>
  );
};
