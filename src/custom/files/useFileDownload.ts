import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';

/**
 * Downloads a file a resource's FETCH answers (a stored file: GET /files?fileLocation=, spec 7;
 * a statement: genMonthlyStatement) with `query` as its query string, and saves it under the
 * name the server gives. `fileName` is the name staff know it by: the one 'Download Failed'
 * names, and `downloading` while it comes. A failure opens the 'Download Failed' modal (the
 * engine reports it, spec 8), so `download` only says whether it worked.
 */
export const useFileDownload = (resource = 'files') => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (query: Record<string, string>, fileName: string): Promise<boolean> => {
      setDownloading(fileName);
      try {
        await dataProvider.download(resource, { ...query, knownAs: fileName });
        return true;
      } catch (failure) {
        console.warn('File download failed', { resource, query, failure });
        return false;
      } finally {
        setDownloading(null);
      }
    },
    [dataProvider, resource],
  );

  return { download, downloading };
};
