/** Spec points 5 and 9: uploads are one file at a time, at most 1 MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** Most imports take .csv; the home zone import takes .txt. */
export type UploadKind = 'csv' | 'txt';

export type FileProblem = 'wrongType' | 'tooLarge' | 'onlyOne';

/** Why a chosen file is refused before any upload, or null when it may go. */
export const fileProblem = (
  files: readonly { name: string; size: number }[],
  kind: UploadKind,
  maxBytes = MAX_UPLOAD_BYTES,
): FileProblem | null => {
  if (files.length !== 1) return 'onlyOne';
  const [file] = files;
  if (!file!.name.toLowerCase().endsWith(`.${kind}`)) return 'wrongType';
  if (file!.size > maxBytes) return 'tooLarge';
  return null;
};

/** "1 MB" for the messages; sizes here are whole megabytes or kilobytes. */
export const sizeLabel = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
