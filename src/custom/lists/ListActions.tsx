import { TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.tsx';

/** The list's own actions; no 'Add filter' button, since every filter is always shown. */
export const ListActions = ({ exportable, disabled }: { exportable: boolean; disabled: boolean }) => (
  <TopToolbar>{exportable ? <ExportCsvButton disabled={disabled} /> : null}</TopToolbar>
);
