import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFileDownload } from '../../custom/files/useFileDownload.ts';
import { SingleFileInput } from '../../custom/forms/SingleFileInput.tsx';
import { formatNumber } from '../../domain/formats.ts';
import { IMPORT_TYPES, type ImportType } from '../../domain/imports/importValues.ts';
import type { DryRunReport as Report } from '../../domain/imports/massImport.ts';
import { DryRunReport } from './DryRunReport.tsx';
import { useMassImport } from './useMassImport.ts';

/**
 * Spec 1 Mass Minutes Import: the type, its template, one .csv of at most 1 MB (refused before
 * any upload otherwise, spec 5), then a dry run (the row report) or the import, which the
 * Import Log then follows (`onStarted`).
 */
export const MassMinutesImport = ({ onStarted }: { onStarted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [type, setType] = useState<ImportType>('addFreeMinutes');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const { run, busy, error } = useMassImport();
  const template = useFileDownload('massImportTemplate');

  const go = async (dryRun: boolean) => {
    if (!file) return;
    const answer = await run(type, file, dryRun);
    if (!answer) return;
    if ('problems' in answer) {
      setReport(answer);
      return;
    }
    notify('imports.started', {
      type: 'success',
      messageArgs: { id: answer.id, total: formatNumber(answer.total, locale) },
    });
    onStarted();
  };

  return (
    <Box sx={{ py: 2, maxWidth: '60rem' }}>
      <Title title={translate('routes.importLog')} />
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            label={translate('imports.type')}
            value={type}
            onChange={(event) => {
              setType(event.target.value as ImportType);
              setReport(null);
            }}
            sx={{ width: '20rem' }}
            disabled={busy}
          >
            {IMPORT_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`imports.types.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            startIcon={<DownloadIcon />}
            disabled={template.downloading !== null}
            onClick={() => void template.download({ type }, `${type}-template.csv`)}
          >
            {translate('imports.template')}
          </Button>
        </Stack>
        <SingleFileInput
          kind="csv"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setReport(null);
          }}
          label="imports.file"
          disabled={busy}
        />
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" disabled={!file || busy} onClick={() => void go(true)}>
            {translate('imports.dryRun')}
          </Button>
          <Button variant="contained" disabled={!file || busy} onClick={() => void go(false)}>
            {translate('imports.import')}
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      {report && <DryRunReport report={report} />}
    </Box>
  );
};
