import type { ReactNode } from 'react';
import { ColumnsButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.tsx';

/**
 * The list's own actions (a screen's own first, such as "New ticket"), then the columns to show
 * (spec points 2 and 9) and the export; no 'Add filter' button, since every filter is always shown.
 */
export const ListActions = ({
  exportable,
  disabled,
  storeKey,
  children,
}: {
  exportable: boolean;
  disabled: boolean;
  /** The table's, whose column picker the Columns button opens. */
  storeKey: string;
  children?: ReactNode;
}) => (
  <TopToolbar>
    {children}
    <ColumnsButton storeKey={storeKey} />
    {exportable ? <ExportCsvButton disabled={disabled} /> : null}
  </TopToolbar>
);
