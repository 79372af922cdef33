import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { sortsOf } from '../../dataProvider/resources.ts';

type Column = ReactElement<{ source?: string; disableSort?: boolean }>;

/**
 * A list's DataTable.Col elements, whose headers sort only by the sources the server orders
 * `resource` by (its data provider row's `sorts`, each backed by an index): a header that
 * sorted by any other would show an order the server does not keep.
 */
export const withSorting = (columns: ReactNode, resource: string) => {
  const sortable = sortsOf(resource);
  return Children.map(columns, (column) =>
    isValidElement(column)
      ? cloneElement(column as Column, {
          disableSort: !sortable.includes((column as Column).props.source ?? ''),
        })
      : column,
  );
};
