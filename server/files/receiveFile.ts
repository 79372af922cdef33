import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files/fileRules.ts';
import { HttpError } from '../http/httpError.ts';

/** A form holds one file and perhaps a few short fields (spec 7: one field, or an indexed one). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  // A second file is read far enough to say "one at a time" (400) instead of the parser's 413.
  files: 2,
  fields: 10,
  fieldSize: 10_000,
  parts: 12,
  headerPairs: 50,
} as const;

const FILE_FIELD = /^file\d*$/;

const tooLarge = () =>
  new HttpError(413, 'files.tooLarge', `A file may hold at most ${MAX_UPLOAD_BYTES} bytes`);
const onlyOne = () => new HttpError(400, 'files.onlyOne', 'Send one file at a time');

/** What the multipart parser's own refusals mean to the person uploading. */
const refusalOf = (error: unknown): HttpError => {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return onlyOne();
  if (statusCode !== undefined && statusCode >= 500) throw error;
  // Busboy's own errors (a cut or malformed form) carry no status: they are the sender's.
  return new HttpError(400, 'error.badRequest', `Malformed multipart form: ${(error as Error).message}`);
};

/**
 * Reads the one file of a multipart form into memory (at most MAX_UPLOAD_BYTES), with the
 * name it was sent under. Refuses a second file, a larger one and a form without a file;
 * other fields, and files under other field names, are read past. Nothing is kept anywhere until the caller decides.
 */
export async function receiveOneFile(request: FastifyRequest): Promise<{ sentName: string; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'error.unsupportedMediaType', 'Send the file as multipart/form-data');
  }
  let file: { sentName: string; bytes: Buffer } | undefined;
  let files = 0;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== 'file') continue;
      // Spec 7: the file comes as `file`, or an indexed `file0`, `file1`…; one under another name is not the upload.
      if (!FILE_FIELD.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      files += 1;
      if (files > 1) {
        part.file.resume();
        continue;
      }
      file = { sentName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw refusalOf(error);
  }
  if (files > 1) throw onlyOne();
  if (!file) throw new HttpError(400, 'files.missing', 'The form holds no file');
  return file;
}
