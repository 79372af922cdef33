import { Box, LinearProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable, useLocaleState, useTranslate, type ListProps } from 'react-admin';
import { AppList } from '../../custom/lists/AppList.tsx';
import { useLiveEvent } from '../../custom/liveEvents/useLiveEvent.ts';
import { DateTimeText } from '../../custom/lists/DateTimeText.tsx';
import { formatNumber } from '../../domain/formats.ts';
import { allAppliedBefore, type MassImportEntry } from '../../domain/imports/massImport.ts';
import { DetailsDownload } from './DetailsDownload.tsx';

/**
 * While an import is In Progress (spec 4 Import status) and the API's events are down, the log
 * reads itself again every 2 s; while they are up, each batch's event brings it.
 */
export const REFRESH_WHILE_RUNNING_MS = 2_000;

const refreshWhileRunning: NonNullable<ListProps['queryOptions']>['refetchInterval'] = (query) =>
  (query.state.data as { data?: MassImportEntry[] } | undefined)?.data?.some(
    ({ status }) => status === 'inProgress',
  )
    ? REFRESH_WHILE_RUNNING_MS
    : false;

const StatusCell = ({ entry }: { entry: MassImportEntry }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const status = translate(`imports.statuses.${entry.status}`);
  // Spec 4 Import status: a rerun that did nothing says so, wrapped under its status so the
  // log's columns still fit the window (AppList's rows otherwise keep to one line).
  if (entry.status === 'completed' && allAppliedBefore(entry))
    return (
      <Box sx={{ maxWidth: '9rem', whiteSpace: 'normal' }}>
        <Typography variant="body2">{status}</Typography>
        <Typography variant="caption" component="p">
          {translate('imports.appliedBefore', { smart_count: entry.duplicates })}
        </Typography>
      </Box>
    );
  if (entry.status !== 'inProgress') return <>{status}</>;
  const progress = translate('imports.progress', {
    processed: formatNumber(entry.processed, locale),
    total: formatNumber(entry.total, locale),
  });
  return (
    <Box sx={{ minWidth: '10rem' }}>
      <Typography variant="body2">{status}</Typography>
      <LinearProgress
        variant="determinate"
        value={entry.total ? (100 * entry.processed) / entry.total : 0}
        aria-label={`${status}: ${progress}`}
      />
      <Typography variant="caption">{progress}</Typography>
    </Box>
  );
};

/** Spec points 2 and 9: French labels leave little room at 1,440 px, a click away (Columns); each person's choice is kept. */
const HIDDEN_COLUMNS = ['duplicates'];

/** Spec 3, Mass import log entry, newest first (the server's only order). */
export const ImportLog = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const live = useLiveEvent(
    'imports',
    () => true,
    () => void queryClient.invalidateQueries({ queryKey: ['massImports'] }),
  );
  return (
    <AppList
      resource="massImports"
      title="routes.importLog"
      filters={[]}
      sort={{ field: 'startedAt', order: 'DESC' }}
      texts="imports"
      rowClick={() => false}
      queryOptions={{ refetchInterval: live ? false : refreshWhileRunning }}
      hiddenColumns={HIDDEN_COLUMNS}
    >
      <DataTable.Col<MassImportEntry> source="startedAt" field={DateTimeText} />
      <DataTable.Col<MassImportEntry>
        source="type"
        render={(entry) => translate(`imports.types.${entry.type}`)}
      />
      <DataTable.Col source="fileName" />
      <DataTable.Col<MassImportEntry> source="status" render={(entry) => <StatusCell entry={entry} />} />
      <DataTable.NumberCol source="total" />
      <DataTable.NumberCol source="success" />
      <DataTable.NumberCol source="failed" />
      <DataTable.NumberCol source="duplicates" />
      <DataTable.Col source="staffName" />
      <DataTable.Col<MassImportEntry>
        source="detailsLocation"
        render={(entry) => <DetailsDownload entry={entry} />}
      />
    </AppList>
  );
};
