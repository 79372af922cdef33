import type { ReactNode } from 'react';
import { TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.tsx';

/** The list's own actions (a screen's own first, such as "New ticket"); no 'Add filter' button, since every filter is always shown. */
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
    {children}
    {exportable ? <ExportCsvButton disabled={disabled} /> : null}
  </TopToolbar>
);
