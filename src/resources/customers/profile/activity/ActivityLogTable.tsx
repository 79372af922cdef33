import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { Fragment } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ActivityLog } from '../../../../domain/activityLog.ts';
import { formatDateTime, formatNumber } from '../../../../domain/formats.ts';
import { PAGE_SIZES } from '../../../../custom/lists/ListPagination.tsx';
import { useActivityLabels } from './useActivityLabels.ts';

interface ActivityLogTableProps {
  log: ActivityLog;
  onPage: (page: number) => void;
  onCount: (count: number) => void;
}

/**
 * The changes, newest first: when, who, what; one row per field changed, the entry's own
 * cells spanning its fields (an entry may change several at once).
 */
export const ActivityLogTable = ({ log, onPage, onCount }: ActivityLogTableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labels = useActivityLabels();
  const total = log.totalCountCapped ? `${formatNumber(log.totalCount, locale)}+` : undefined;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('activityLog.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('activityLog.columns.at')}</TableCell>
              <TableCell>{translate('activityLog.columns.actor')}</TableCell>
              <TableCell>{translate('activityLog.columns.action')}</TableCell>
              <TableCell>{translate('activityLog.columns.field')}</TableCell>
              <TableCell>{translate('activityLog.columns.from')}</TableCell>
              <TableCell>{translate('activityLog.columns.to')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {log.data.map((entry) => {
              // An entry that names no field (nothing to compare) still shows who did what, once.
              const changes = entry.changes.length ? entry.changes : [undefined];
              return (
                <Fragment key={entry.id}>
                  {changes.map((change, index) => (
                    <TableRow key={change?.field ?? ''}>
                      {index === 0 && (
                        <>
                          <TableCell rowSpan={changes.length}>{formatDateTime(entry.at, locale)}</TableCell>
                          <TableCell rowSpan={changes.length}>{entry.actorName}</TableCell>
                          <TableCell rowSpan={changes.length}>{labels.action(entry.action)}</TableCell>
                        </>
                      )}
                      <TableCell>{change ? labels.field(change.field) : ''}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {change ? labels.value(change.from, change.field) : ''}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {change ? labels.value(change.to, change.field) : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={log.totalCount}
        page={log.page - 1}
        rowsPerPage={log.count}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, page) => onPage(page + 1)}
        onRowsPerPageChange={(event) => onCount(Number(event.target.value))}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('activityLog.range', { from, to, total: total ?? formatNumber(count, locale) })
        }
      />
    </>
  );
};
