import { intlLocale } from '../formats.ts';
/** Spec points 5 and 9: uploads are one file at a time, at most 1 MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/** The kinds of file the product takes: the names each goes by and the type it is served as. */
export const FILE_KINDS = {
  csv: { extensions: ['.csv'], contentType: 'text/csv; charset=utf-8' },
  txt: { extensions: ['.txt'], contentType: 'text/plain; charset=utf-8' },
  pdf: { extensions: ['.pdf'], contentType: 'application/pdf' },
  png: { extensions: ['.png'], contentType: 'image/png' },
  jpeg: { extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
} as const satisfies Record<string, { extensions: readonly string[]; contentType: string }>;

export type FileKind = keyof typeof FILE_KINDS;

/**
 * What each upload takes. Most imports take .csv and the home zone import .txt (spec point
 * 5); a ticket takes photos and PDFs as well, since ticket work needs them (README, Departures).
 */
export const UPLOAD_KINDS = {
  csv: ['csv'],
  txt: ['txt'],
  ticket: ['csv', 'txt', 'pdf', 'png', 'jpeg'],
} as const satisfies Record<string, readonly FileKind[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export type FileProblem = 'wrongType' | 'tooLarge' | 'onlyOne' | 'empty';

/** The extensions an upload takes, as a file input's `accept` lists them. */
export const acceptedExtensions = (upload: UploadKind): string[] =>
  UPLOAD_KINDS[upload].flatMap((kind) => [...FILE_KINDS[kind].extensions]);

/** The kind a file's name says it is, among those the upload takes; null for any other name. */
export const fileKindByName = (name: string, upload: UploadKind): FileKind | null => {
  const lower = name.toLowerCase();
  return (
    UPLOAD_KINDS[upload].find((kind) =>
      FILE_KINDS[kind].extensions.some((extension) => lower.endsWith(extension)),
    ) ?? null
  );
};

/** Why chosen files are refused before any upload (by name and size), or null when the one file may go. */
export const fileProblem = (
  files: readonly { name: string; size: number }[],
  upload: UploadKind,
  maxBytes = MAX_UPLOAD_BYTES,
): FileProblem | null => {
  if (files.length !== 1) return 'onlyOne';
  const [file] = files;
  if (!fileKindByName(file!.name, upload)) return 'wrongType';
  if (file!.size > maxBytes) return 'tooLarge';
  if (file!.size === 0) return 'empty';
  return null;
};

/** The first bytes every file of a binary kind starts with. */
const SIGNATURES: Partial<Record<FileKind, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

const isUtf8Text = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * Whether the bytes are what the name says, so a renamed program or page is refused however it
 * is called: a PDF, PNG or JPEG starts with its signature; a .csv or .txt is UTF-8 text with no NUL.
 */
export const contentMatches = (kind: FileKind, bytes: Uint8Array): boolean => {
  const signature = SIGNATURES[kind];
  if (!signature) return isUtf8Text(bytes);
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
};

/** The server's check of one received file: its kind, or why it is refused (by name, size and content). */
export const checkUpload = (
  file: { name: string; bytes: Uint8Array },
  upload: UploadKind,
  maxBytes = MAX_UPLOAD_BYTES,
): { kind: FileKind } | { problem: FileProblem } => {
  const problem = fileProblem([{ name: file.name, size: file.bytes.length }], upload, maxBytes);
  if (problem) return { problem };
  const kind = fileKindByName(file.name, upload)!;
  return contentMatches(kind, file.bytes) ? { kind } : { problem: 'wrongType' };
};

/**
 * "1 MB" ("1 Mo" in French, issue 17 point 9) for the messages; sizes here are whole
 * megabytes or kilobytes.
 */
export const sizeLabel = (bytes: number, locale: string): string => {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
  }).format(Math.round(bytes / (mega ? 1024 * 1024 : 1024)));
};
