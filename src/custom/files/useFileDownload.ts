import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';

/**
 * Downloads a stored file (GET /files?fileLocation=, spec 7) and saves it under the name
 * the server gives; `fileName` is the one 'Download Failed' names. A failure opens the 'Download Failed' modal (the engine reports it,
 * spec 8), so `download` only says whether it worked.
 */
export const useFileDownload = (resource = 'files') => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (fileLocation: string, fileName?: string): Promise<boolean> => {
      setDownloading(fileLocation);
      try {
        await dataProvider.download(resource, { fileLocation, knownAs: fileName });
        return true;
      } catch (failure) {
        console.warn('File download failed', { resource, fileLocation, failure });
        return false;
      } finally {
        setDownloading(null);
      }
    },
    [dataProvider, resource],
  );

  return { download, downloading };
};
