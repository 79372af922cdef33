import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../domain/formats.ts';
import type { DryRunReport as Report } from '../../domain/imports/massImport.ts';

/** A file of 1 MB may refuse thousands of rows: the screen shows the first ones, the details file of an import lists all. */
const SHOWN_PROBLEMS = 200;

/** What a dry run found (spec 5, File upload): how the file was read, how many rows would go, and each refused row with its field and reason. */
export const DryRunReport = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const summary = translate('imports.report.summary', {
    valid: formatNumber(report.valid, locale),
    total: formatNumber(report.total, locale),
  });
  return (
    <section aria-labelledby="dry-run-report">
      <Typography id="dry-run-report" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('imports.report.title')}
      </Typography>
      <Typography variant="body2">
        {translate('imports.report.readAs', {
          encoding: translate(`imports.encodings.${report.encoding}`),
          separator: translate(`imports.separators.${report.separator}`),
        })}
      </Typography>
      <Alert severity={report.problems.length ? 'warning' : 'success'} sx={{ my: 1 }}>
        {report.problems.length ? summary : translate('imports.report.clean')}
      </Alert>
      {report.problems.length > 0 && (
        <TableContainer sx={{ maxHeight: '28rem' }}>
          <Table size="small" stickyHeader>
            <caption>{translate('imports.report.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{translate('imports.details.row')}</TableCell>
                <TableCell>{translate('imports.details.reference')}</TableCell>
                <TableCell>{translate('imports.details.field')}</TableCell>
                <TableCell>{translate('imports.details.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
                <TableRow key={`${problem.row}-${problem.field}-${index}`}>
                  <TableCell>{formatNumber(problem.row, locale)}</TableCell>
                  <TableCell>{problem.reference ?? ''}</TableCell>
                  <TableCell>{problem.field}</TableCell>
                  <TableCell>{translate(problem.message, { _: problem.message, ...problem.args })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.problems.length > SHOWN_PROBLEMS && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('imports.report.more', {
            count: formatNumber(report.problems.length - SHOWN_PROBLEMS, locale),
          })}
        </Typography>
      )}
    </section>
  );
};
