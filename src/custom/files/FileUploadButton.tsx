import { Box, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadKind } from '../../domain/files/fileRules.ts';
import type { UploadedFile } from '../../domain/files/files.ts';
import { SingleFileInput } from '../forms/SingleFileInput.tsx';
import { useFileUpload } from './useFileUpload.ts';

export interface FileUploadButtonProps {
  /** Called with the stored file once the server has kept it. */
  onUploaded: (file: UploadedFile) => void;
  /** What the chooser takes before sending (spec 5); a ticket's files by default. */
  kind?: UploadKind;
  /** The data provider resource whose ADD is the upload. */
  resource?: string;
  /** An i18n key. */
  label?: string;
  disabled?: boolean;
}

/**
 * Chooses one file and uploads it at once (spec 7: one file at a time): the chooser refuses
 * a wrong type or size before anything is sent (spec 5); the server's refusal or spec 8's
 * 'File upload failed. Please try again later' shows under it. What to do with the stored
 * file (a ticket's file list) is the caller's.
 */
export const FileUploadButton = ({
  onUploaded,
  kind = 'ticket',
  resource = 'ticketFile',
  label = 'files.attach',
  disabled = false,
}: FileUploadButtonProps) => {
  const translate = useTranslate();
  const statusId = useId();
  const { upload, uploading, error } = useFileUpload(resource);

  const send = async (file: File | null) => {
    if (!file) return;
    const stored = await upload(file);
    if (stored) onUploaded(stored);
  };

  return (
    <Box aria-busy={uploading !== null}>
      <SingleFileInput
        kind={kind}
        value={uploading}
        onChange={(file) => void send(file)}
        label={label}
        disabled={disabled || uploading !== null}
      />
      <FormHelperText id={statusId} error={error !== null} role={error ? 'alert' : 'status'}>
        {error ?? (uploading ? translate('files.uploading', { fileName: uploading.name }) : '')}
      </FormHelperText>
    </Box>
  );
};
