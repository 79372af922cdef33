import multipart from '@fastify/multipart';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkUpload, type UploadProblem } from '../../../src/domain/files/fileRules.ts';
import {
  fileDownloadQuery,
  fileUploadForm,
  fileUploadQuery,
  UPLOAD_ENTITIES,
  storedFileName,
  uploadedFile,
} from '../../../src/domain/files/files.ts';
import { attachmentDisposition } from '../../http/contentDisposition.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { receiveOneFile, MULTIPART_LIMITS } from '../../files/receiveFile.ts';
import { HttpError } from '../../http/httpError.ts';
import { fileAt, storeUpload } from '../../repositories/files.ts';
import { mayUse } from '../../../src/domain/access.ts';
import { areaOfEntity, type Entity } from '../../../src/domain/entities.ts';

/** Decided by the server from what the file is for, once the route has let in either area. */
const requireAccess = (roles: readonly string[] | undefined, entity: Entity) => {
  if (!mayUse(roles ?? [], entity))
    throw new HttpError(
      403,
      'auth.noAccess',
      'You do not have access to this page, please see your system administrator.',
    );
};

const REFUSALS: Record<UploadProblem, { status: number; detail: string }> = {
  wrongType: {
    status: 400,
    detail: 'Not a file of a kind this upload takes, or its content is not',
  },
  unreadable: {
    status: 400,
    detail: 'The .csv or .txt is no text (a workbook or binary data): save it as CSV first',
  },
  tooLarge: { status: 413, detail: 'The file is larger than 1 MB' },
  onlyOne: { status: 400, detail: 'Send one file at a time' },
  empty: { status: 400, detail: 'The file is empty' },
};

/** The upload's form is read part by part (receiveOneFile): its body schema is for the API document only. */
const bodyDocumentedOnly: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body'
    ? (data) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);

/**
 * Spec point 7, Files: /files/upload and /files?fileLocation=. Multipart forms are read here
 * only: no other route takes them.
 */
const fileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(multipart, { limits: MULTIPART_LIMITS });

  fastify.post(
    '/upload',
    {
      ...operation(['files', 'massImports'], 'files', {
        operationId: 'uploadFile',
        summary: 'Upload one file (spec points 5 and 9: one at a time, at most 1 MB)',
        description:
          'A multipart form with one file part (named `file`). Accepted: .csv and .txt (text in UTF-8, ' +
          'UTF-16 with a byte-order mark or Windows-1252, kept as sent with that charset in its type), ' +
          '.pdf, .png, .jpg/.jpeg, the type checked by content as well as by name. A second file ' +
          'answers 400 `files.onlyOne`, a larger one (in bytes sent) 413 `files.tooLarge`, another type 400 ' +
          '`files.wrongType` (`files.wrongTypeCsv` for `kind=csv`), a .csv or .txt that is no text 400 ' +
          '`files.unreadable.workbook` or `files.unreadable.binary`; nothing is kept then. The answer names where to download it. ' +
          "`kind=csv` is a mass import's file (.csv only, the import area's); otherwise a ticket attachment (the tickets area's).",
        consumes: ['multipart/form-data'],
        querystring: fileUploadQuery,
        body: fileUploadForm,
        response: { 201: uploadedFile, ...errorResponses(400, 401, 403, 413, 415) },
      }),
      validatorCompiler: bodyDocumentedOnly,
    },
    async (request, reply) => {
      const { kind } = request.query;
      requireAccess(request.user?.roles, UPLOAD_ENTITIES[kind]);
      const { sentName, bytes } = await receiveOneFile(request);
      const fileName = storedFileName(sentName);
      const checked = checkUpload({ name: fileName, bytes }, kind);
      if ('problem' in checked) {
        const { status, detail } = REFUSALS[checked.problem];
        throw new HttpError(status, checked.messageKey, detail);
      }
      const actor = await actorOf(fastify.db, request);
      try {
        const saved = await storeUpload(fastify.db, fastify.fileStorage, {
          fileName,
          kind: checked.kind,
          contentType: checked.contentType,
          bytes,
          actor,
          area: areaOfEntity(UPLOAD_ENTITIES[kind]) === 'import' ? 'import' : 'tickets',
        });
        return reply.code(201).send(saved);
      } catch (error) {
        request.log.error({ err: error, fileName }, 'file upload failed');
        throw new HttpError(500, 'files.uploadFailed', 'File upload failed. Please try again later');
      }
    },
  );

  fastify.get(
    '',
    operation(['files', 'massImports'], 'files', {
      operationId: 'downloadFile',
      summary: 'Download a file the upload stored, as an attachment',
      description:
        'fileLocation is what the upload answered; any other answers 404. The file comes with ' +
        'its type, `Content-Disposition: attachment` (RFC 6266/5987 name) and `nosniff`. A mass ' +
        "import's file (its upload or details) is the import area's, any other the tickets area's.",
      querystring: fileDownloadQuery,
      response: {
        200: {
          description: 'The bytes as they were uploaded',
          content: { 'application/octet-stream': { schema: z.any().describe("the file's bytes") } },
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request, reply) => {
      const { fileLocation } = request.query;
      const notFound = () => new HttpError(404, 'error.notFound', 'No file is kept at this location');
      const file = await fileAt(fastify.db, fileLocation);
      if (!file) throw notFound();
      requireAccess(request.user?.roles, file.area === 'import' ? 'massImports' : 'files');
      const bytes = await fastify.fileStorage.get(file.fileLocation);
      if (!bytes) {
        request.log.error({ fileLocation }, 'a file row has no bytes in the store');
        throw notFound();
      }
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
export default fileRoutes;
