import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importTemplateQuery,
  massImportList,
  massImportListQuery,
} from '../../../src/domain/imports/massImport.ts';
import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { templateCsv } from '../../imports/templateCsv.ts';
import { attachmentDisposition } from '../../http/contentDisposition.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { listMassImports } from '../../repositories/massImports.ts';

/** Spec 7 /mass-imports: the Import Log, and a template per import type. */
const massImportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('massImports', 'imports', {
      operationId: 'massImports',
      summary: 'The Import Log, newest first',
      description:
        'Spec 3, Mass import log entry. An In Progress import whose heartbeat is older than 60 s reads ' +
        '`interrupted`. detailsLocation downloads the failed rows and why (GET /files).',
      querystring: massImportListQuery,
      response: { 200: massImportList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => listMassImports(fastify.db, request.query),
  );

  fastify.get(
    '/template',
    operation('massImports', 'imports', {
      operationId: 'massImportTemplate',
      summary: "An import type's template: its columns and one example row",
      querystring: importTemplateQuery,
      response: {
        200: {
          description: 'A CSV file with a byte-order mark',
          content: { 'text/csv': { schema: z.string() } },
        },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`${request.query.type}-template.csv`))
        .send(templateCsv(IMPORT_TEMPLATES[request.query.type])),
  );
};
export default massImportRoutes;
