import { intlLocale } from '../formats.ts';
/** Spec points 5 and 9: uploads are one file at a time, at most 1 MB. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * The kinds of file the product takes: the names each goes by and the type it is served as (a
 * text kind's with the charset it was read in, `contentTypeOf`).
 */
export const FILE_KINDS = {
  csv: { extensions: ['.csv'], contentType: 'text/csv' },
  txt: { extensions: ['.txt'], contentType: 'text/plain' },
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

/** Why chosen files are refused by name and size, before any byte is read. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'onlyOne' | 'empty';
/** Why a received file is refused: by name and size, or a .csv or .txt whose bytes are no text. */
export type UploadProblem = FileProblem | 'unreadable';

/** Spec 5, File upload: a file of the wrong type is told the kinds its upload takes, not another's. */
export const WRONG_TYPE_MESSAGES: Record<UploadKind, string> = {
  csv: 'files.wrongTypeCsv',
  txt: 'files.wrongTypeTxt',
  ticket: 'files.wrongType',
};

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

type TextKind = 'csv' | 'txt';

/** The first bytes every file of a binary kind starts with. */
const SIGNATURES: Record<Exclude<FileKind, TextKind>, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The encodings a text file is read in (spec 5, File upload), as `TextDecoder` names them:
 * Excel's "CSV UTF-8" and other programs write UTF-8, its "CSV (Comma delimited)" Windows-1252,
 * its "Unicode text" UTF-16 with a byte-order mark.
 */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

const BYTE_ORDER_MARKS: readonly { encoding: TextEncoding; mark: readonly number[] }[] = [
  { encoding: 'utf-8', mark: [0xef, 0xbb, 0xbf] },
  { encoding: 'utf-16le', mark: [0xff, 0xfe] },
  { encoding: 'utf-16be', mark: [0xfe, 0xff] },
];

/** A workbook saved as .xlsx (a zip) or as the older .xls (an OLE compound file), whatever its name. */
const WORKBOOK_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

/** Control characters no text file holds (tab, line and page breaks aside): the mark of binary data. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BINARY = /[\u0000-\u0008\u000e-\u001f]/;

/** Why bytes are not read as text: each key's message says what the file is and what to do. */
type UnreadableText = 'files.unreadable.workbook' | 'files.unreadable.binary';

/**
 * What Windows-1252 makes of bytes 0x80 to 0x9F (the WHATWG Encoding Standard's table; the five
 * bytes it leaves undefined stay as they are). Node since 20.18.3 decodes windows-1252 as Latin-1
 * (nodejs/node#60888), so the server maps them itself; a browser's decoder already has.
 */
const WINDOWS_1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const C1 = /[\u0080-\u009f]/g;

const decoded = (encoding: TextEncoding, bytes: Uint8Array): string | null => {
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
    return encoding === 'windows-1252'
      ? text.replace(C1, (c) => WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!)
      : text;
  } catch {
    return null;
  }
};

/**
 * Spec 5, File upload: a text file's characters and the encoding they were read in. A
 * byte-order mark names UTF-8 or UTF-16; else valid UTF-8 is UTF-8; else it is Windows-1252, the
 * superset of Latin-1 Excel writes, so €, ’ and “ ” survive (a detector calling it ISO-8859-1
 * would lose them). Bytes that are no text (a workbook, NUL or other control bytes) are refused.
 */
export const readText = (
  bytes: Uint8Array,
): { text: string; encoding: TextEncoding } | { refusal: UnreadableText } => {
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature)))
    return { refusal: 'files.unreadable.workbook' };
  const marked = BYTE_ORDER_MARKS.find(({ mark }) => startsWith(bytes, mark))?.encoding;
  const utf8 = marked ? null : decoded('utf-8', bytes);
  // The decoder drops the byte-order mark it was named by; Windows-1252 maps every byte.
  const encoding = marked ?? (utf8 === null ? 'windows-1252' : 'utf-8');
  const text = utf8 ?? decoded(encoding, bytes);
  return text === null || BINARY.test(text) ? { refusal: 'files.unreadable.binary' } : { text, encoding };
};

const isTextKind = (kind: FileKind): kind is TextKind => kind === 'csv' || kind === 'txt';

/** The type a file is kept and served as: a text file's names the encoding it was read in (the product writes UTF-8). */
export const contentTypeOf = (kind: FileKind, encoding: TextEncoding = 'utf-8'): string =>
  isTextKind(kind) ? `${FILE_KINDS[kind].contentType}; charset=${encoding}` : FILE_KINDS[kind].contentType;

/**
 * The server's check of one received file: its kind and the type it is kept as, or why it is
 * refused with the message key saying so. The content must be what the name says, so a renamed
 * program or page is refused however it is called: a PDF, PNG or JPEG starts with its signature,
 * a .csv or .txt is text (`readText`) and its type names the encoding it was read in, so a
 * download opens as it was sent and an import reads it again the same.
 */
export const checkUpload = (
  file: { name: string; bytes: Uint8Array },
  upload: UploadKind,
  maxBytes = MAX_UPLOAD_BYTES,
): { kind: FileKind; contentType: string } | { problem: UploadProblem; messageKey: string } => {
  const problem = fileProblem([{ name: file.name, size: file.bytes.length }], upload, maxBytes);
  const wrongType = { problem: 'wrongType', messageKey: WRONG_TYPE_MESSAGES[upload] } as const;
  if (problem) return problem === 'wrongType' ? wrongType : { problem, messageKey: `files.${problem}` };
  const kind = fileKindByName(file.name, upload)!;
  if (!isTextKind(kind)) {
    return startsWith(file.bytes, SIGNATURES[kind]) ? { kind, contentType: contentTypeOf(kind) } : wrongType;
  }
  const read = readText(file.bytes);
  return 'refusal' in read
    ? { problem: 'unreadable', messageKey: read.refusal }
    : { kind, contentType: contentTypeOf(kind, read.encoding) };
};

/**
 * "1 MB" ("1 Mo" in French, spec 9's upload limit in the reader's language) for the messages; sizes here are whole
 * megabytes or kilobytes.
 */
export const sizeLabel = (bytes: number, locale: string): string => {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
  }).format(Math.round(bytes / (mega ? 1024 * 1024 : 1024)));
};
