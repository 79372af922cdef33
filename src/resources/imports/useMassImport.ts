import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFileUpload } from '../../custom/files/useFileUpload.ts';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { ImportType } from '../../domain/imports/importValues.ts';
import { dryRunReport, importStarted, type DryRunReport } from '../../domain/imports/massImport.ts';

/** The data provider resource of each import path (spec 7, src/dataProvider/resources.ts). */
const IMPORT_RESOURCES: Record<ImportType, string> = {
  createPromoCode: 'promotionsMassImport',
  addFreeMinutes: 'freeMinutesMassImport',
  applyPromoCode: 'applyPromoMassImport',
};

/**
 * Uploads the chosen file (once: a dry run then an import send it once) and posts it to the
 * type's path: a dry run's report, or the import's start. 'Operation in progress' shows while
 * the server works (spec 8); a failure is kept in `error`, in the reader's words.
 */
export const useMassImport = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { upload, error: uploadError } = useFileUpload('fileUpload');
  const [sent, setSent] = useState<{ file: File; location: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(
    async (
      type: ImportType,
      file: File,
      dryRun: boolean,
    ): Promise<DryRunReport | { id: string; total: number } | null> => {
      setBusy(true);
      setFailure(null);
      notify('app.notification.inProgress', { type: 'info' });
      try {
        let location = sent?.file === file ? sent.location : null;
        if (!location) {
          const stored = await upload(file);
          if (!stored) return null;
          location = stored.fileLocation;
          setSent({ file, location });
        }
        const answer = await dataProvider.call(IMPORT_RESOURCES[type], 'ADD', {
          fileLocation: location,
          dryRun,
        });
        return dryRun ? dryRunReport.parse(answer) : importStarted.parse(answer);
      } catch (caught) {
        console.warn('Mass import failed', { type, dryRun, caught });
        setFailure(translate('imports.failed', { reason: (caught as Error).message }));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, notify, sent, translate, upload],
  );

  return { run, busy, error: failure ?? uploadError };
};
