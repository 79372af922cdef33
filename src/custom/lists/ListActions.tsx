import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { ClearFiltersButton } from './ClearFiltersButton.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';

/**
 * The list's own actions (a screen's own first, such as "New ticket"), and "Clear the filters"
 * whenever one is set; no 'Add filter' button, since every filter is always shown.
 */
export const ListActions = ({
  exportable,
  disabled,
  children,
}: {
  exportable: boolean;
  disabled: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    <ClearFiltersButton />
    {children}
    {exportable ? <ExportCsvButton disabled={disabled} /> : null}
  </TopToolbar>
);
