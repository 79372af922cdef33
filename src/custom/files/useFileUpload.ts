import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { HttpError } from '../../dataProvider/HttpError.ts';
import { uploadedFile, type UploadedFile } from '../../domain/files/files.ts';

/**
 * What to tell the person whose upload failed: the server's reason when it refused the file
 * itself (wrong type, too large, one at a time — already translated by the engine), else
 * spec 8's 'File upload failed. Please try again later'.
 */
export const uploadFailureMessage = (error: unknown, translate: (key: string) => string): string =>
  error instanceof HttpError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.body?.messageKey?.startsWith('files.')
    ? error.message
    : translate('files.uploadFailed');

/**
 * Uploads one file through a resource whose ADD is `/files/upload` (`ticketFile` by default;
 * the imports have theirs) and answers the stored file, or null after a failure, whose
 * message `error` then holds until the next try or `clearError`.
 */
export const useFileUpload = (resource = 'ticketFile') => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [uploading, setUploading] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      setUploading(file);
      setError(null);
      try {
        return uploadedFile.parse(await dataProvider.upload(resource, file));
      } catch (failure) {
        console.warn('File upload failed', { resource, fileName: file.name, failure });
        setError(uploadFailureMessage(failure, translate));
        return null;
      } finally {
        setUploading(null);
      }
    },
    [dataProvider, resource, translate],
  );

  const clearError = useCallback(() => setError(null), []);
  return { upload, uploading, error, clearError };
};
