import type { Kysely, Selectable } from 'kysely';
import { contentTypeOf, type FileKind } from '../../src/domain/files/fileRules.ts';
import type { UploadedFile } from '../../src/domain/files/files.ts';
import type { Database, FilesTable } from '../db/schema.ts';
import { newFileLocation, type FileStorage } from '../files/storage.ts';
import { recordAudit, type Actor } from './audit.ts';

/** Whose a file is (migration 109): a ticket's attachment, or a mass import's file. */
export type FileArea = 'tickets' | 'import';

type FileRow = Pick<
  Selectable<FilesTable>,
  'id' | 'file_name' | 'file_location' | 'content_type' | 'size_bytes'
>;

const toUploadedFile = (row: FileRow): UploadedFile => ({
  id: row.id,
  fileName: row.file_name,
  fileLocation: row.file_location,
  contentType: row.content_type,
  size: row.size_bytes,
});

/**
 * Keeps an accepted file (docs/architecture.md, Files): the bytes first, then its row and
 * audit entry in one transaction. Should the row fail, the bytes are removed again, so
 * neither half outlives the other.
 */
export async function storeUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  {
    fileName,
    kind,
    contentType = contentTypeOf(kind),
    bytes,
    actor,
    area = 'tickets',
    madeByProduct = false,
  }: {
    fileName: string;
    kind: FileKind;
    /** As the upload's check answered it (a text file's names the charset it was read in); the product's own files are UTF-8. */
    contentType?: string;
    bytes: Uint8Array;
    actor: Actor;
    area?: FileArea;
    /** Written by the server (an import's details), so not held to the upload cap (migration 155). */
    madeByProduct?: boolean;
  },
): Promise<UploadedFile> {
  const location = newFileLocation(kind);
  await storage.put(location, bytes, contentType);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('files')
        .values({
          file_name: fileName,
          file_location: location,
          content_type: contentType,
          size_bytes: bytes.length,
          uploaded_by_staff_id: actor.staffId,
          area,
          made_by_product: madeByProduct,
        })
        .returning(['id', 'file_name', 'file_location', 'content_type', 'size_bytes'])
        .executeTakeFirstOrThrow();
      const file = toUploadedFile(row);
      await recordAudit(trx, actor, {
        entity: 'files',
        recordId: file.id,
        action: 'file.upload',
        before: null,
        after: file,
      });
      return file;
    });
  } catch (error) {
    await storage.remove(location).catch((removal: unknown) => {
      throw new Error(`The file row failed and the bytes at ${location} could not be removed`, {
        cause: new AggregateError([error, removal]),
      });
    });
    throw error;
  }
}

/** The row of a location the upload handed out, and whose it is, or undefined. */
export const fileAt = async (
  db: Kysely<Database>,
  location: string,
): Promise<(UploadedFile & { area: FileArea }) | undefined> => {
  const row = await db
    .selectFrom('files')
    .select(['id', 'file_name', 'file_location', 'content_type', 'size_bytes', 'area'])
    .where('file_location', '=', location)
    .executeTakeFirst();
  return row && { ...toUploadedFile(row), area: row.area };
};
