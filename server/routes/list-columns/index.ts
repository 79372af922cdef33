import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../src/domain/audit.ts';
import {
  listColumns,
  listColumnsQuery,
  listColumnsSave,
} from '../../../src/domain/savedSearches/listColumns.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { requiredVersion } from '../../http/versioning.ts';
import { ownerOf } from '../../routeHelpers/actor.ts';
import { getListColumns, saveListColumns } from '../../repositories/listColumns.ts';

/**
 * Spec points 2 and 9: every list fits the screen with its default columns and the staff member
 * shows the others; the choice follows them to another browser, beside their saved searches
 * (README, "Saved searches live on the server"), and only for a list whose area the role opens
 * (`listed`, spec point 6).
 */
const listColumnsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation({ listed: true }, 'list columns', {
      operationId: 'listColumns',
      summary: "The signed-in staff member's choice of one list's columns (version 0: the defaults)",
      description: 'A list whose area the role may not open answers 403.',
      querystring: listColumnsQuery,
      response: { 200: listColumns, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { staffId } = await ownerOf(fastify.db, request);
      return getListColumns(fastify.db, staffId, request.query.resource);
    },
  );

  fastify.patch(
    '',
    operation({ listed: true }, 'list columns', {
      operationId: 'saveListColumns',
      summary: 'Keep the columns a list hides, and their order, for the signed-in staff member',
      description:
        'If-Match is the version read (0 while nothing is chosen); another answers 412. ' +
        'A list whose area the role may not open answers 403.',
      headers: ifMatchHeaders,
      body: listColumnsSave,
      response: { 200: listColumns, ...errorResponses(400, 401, 403, 404, 412) },
    }),
    async (request) => {
      const owner = await ownerOf(fastify.db, request);
      return saveListColumns(fastify.db, owner, request.body, requiredVersion(request));
    },
  );
};
export default listColumnsRoutes;
