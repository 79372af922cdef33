import { z } from 'zod';
import type { Entity } from '../entities.ts';
import { MAX_UPLOAD_BYTES, type UploadKind } from './fileRules.ts';
import { LONE_SURROGATE, storableString } from '../validation.ts';

/** The longest file name kept; a longer one is cut, keeping its extension. */
export const FILE_NAME_MAX = 255;
/** A location is the server's own `YYYY-MM/<32 hex>.<ext>`; anything longer is nothing it handed out. */
export const FILE_LOCATION_MAX = 100;

/** POST /files/upload: a multipart form whose one file part carries the file (spec point 7). */
export const fileUploadForm = z.object({
  file: z.file().describe('the file: one .csv, .txt, .pdf, .png or .jpg/.jpeg of at most 1 MB'),
});

/**
 * What an upload is for (its `kind`), which decides the kinds of file it takes (UPLOAD_KINDS)
 * and whose it is: a ticket attachment is the tickets area's, an import's CSV the import area's.
 */
export const UPLOAD_ENTITIES = { ticket: 'files', csv: 'massImports' } as const satisfies Partial<
  Record<UploadKind, Entity>
>;

/** POST /files/upload?kind=: a ticket attachment unless it says csv (a mass import's file). */
export const fileUploadQuery = z.object({
  kind: z.enum(['ticket', 'csv'], { error: 'validation.invalid' }).default('ticket'),
});

/** What POST /files/upload answers: the `files` row, whose id, name and location a ticket keeps. */
export const uploadedFile = z.object({
  id: z.number().int(),
  fileName: z.string().describe('the name it was sent with, without any folder'),
  fileLocation: z.string().describe('where to download it: GET /files?fileLocation=…'),
  contentType: z.string(),
  size: z.number().int().min(1).max(MAX_UPLOAD_BYTES).describe('bytes'),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** GET /files?fileLocation=: a location the upload answered. */
export const fileDownloadQuery = z.object({
  fileLocation: storableString({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(FILE_LOCATION_MAX, 'validation.maxLength'),
});

/** Control characters and the marks that reverse text, which could disguise a name's extension. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * The name a file is kept and offered under: the last segment of what the browser sent
 * (some send a whole path), without hidden characters, at most FILE_NAME_MAX long with its
 * extension kept. Empty when nothing is left.
 */
export const storedFileName = (sent: string): string => {
  const name = (sent.split(/[\\/]/).pop() ?? '')
    .replace(HIDDEN, '')
    .replace(LONE_SURROGATES, '\ufffd')
    .trim();
  if (name.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  // A cut through a surrogate pair would leave half a character.
  return name.slice(0, FILE_NAME_MAX - extension.length).replace(LONE_SURROGATES, '') + extension;
};
