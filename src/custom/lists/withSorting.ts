import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Column = ReactElement<{ source?: string; disableSort?: boolean }>;

/**
 * A list's DataTable.Col elements, whose headers sort only by the sources the server orders by
 * (`sortable`, each backed by an index): a header that sorted by any other would show an order
 * the server does not keep.
 */
export const withSorting = (columns: ReactNode, sortable: readonly string[]) =>
  Children.map(columns, (column) =>
    isValidElement(column)
      ? cloneElement(column as Column, {
          disableSort: !sortable.includes((column as Column).props.source ?? ''),
        })
      : column,
  );
