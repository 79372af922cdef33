import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  savedSearch,
  savedSearchCreate,
  savedSearchList,
  savedSearchListQuery,
  savedSearchParams,
} from '../../../src/domain/savedSearches/savedSearch.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { ownerOf } from '../../routeHelpers/actor.ts';
import { addSavedSearch, deleteSavedSearch, listSavedSearches } from '../../repositories/savedSearches.ts';

/**
 * README, Departures from the spec: saved searches follow the staff member. The spec gives them no
 * path (they were react-admin's, kept in the browser), so they take one of their own. A search is
 * read and saved only for a list whose area the role opens (`listed`, spec point 6: SUPPORT keeps
 * no member search); deleting one's own stays open to its owner (`signedIn`), so a search left from
 * a former role can still go. Rows are made and deleted, never edited, so no version nor If-Match;
 * each write has its audit entry.
 */
const savedSearchesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation({ listed: true }, 'saved searches', {
      operationId: 'savedSearches',
      summary: "The signed-in staff member's saved searches of one list, by name",
      description: 'A list whose area the role may not open answers 403.',
      querystring: savedSearchListQuery,
      response: { 200: savedSearchList, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { staffId } = await ownerOf(fastify.db, request);
      return listSavedSearches(fastify.db, staffId, request.query.resource);
    },
  );

  fastify.post(
    '',
    operation({ listed: true }, 'saved searches', {
      operationId: 'addSavedSearch',
      summary: "Save a list's filter, order and page size under a name",
      description:
        'A name the staff member already gives a search of the list, whatever its case, answers 409; ' +
        'a list whose area the role may not open, 403.',
      body: savedSearchCreate,
      response: { 201: savedSearch, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const owner = await ownerOf(fastify.db, request);
      return reply.code(201).send(await addSavedSearch(fastify.db, owner, request.body));
    },
  );

  fastify.delete(
    '/:id',
    operation({ signedIn: true }, 'saved searches', {
      operationId: 'deleteSavedSearch',
      summary: 'Delete one of your saved searches (another person’s answers 404)',
      params: savedSearchParams,
      response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404) },
    }),
    async (request, reply) => {
      await deleteSavedSearch(fastify.db, await ownerOf(fastify.db, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
export default savedSearchesRoutes;
