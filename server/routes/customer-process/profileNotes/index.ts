import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOT_NOTE_AUTHOR,
  profileNote,
  profileNoteBody,
  profileNoteList,
  profileNoteParams,
  profileNotesParams,
  profileNotesQuery,
} from '../../../../src/domain/customers/profileNotes.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import {
  addProfileNote,
  deleteProfileNote,
  listProfileNotes,
  updateProfileNote,
} from '../../../repositories/customers/profileNotes.ts';

const IF_MATCH =
  'Send the version of the note last read in `If-Match`: another version answers 412 (`error.stale`).';

/** Spec point 7: /customer-process/profileNotes/{id} (FETCH, ADD) and …/{id}/{noteId} (UPDATE, DELETE). */
const profileNotesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'profileNotes',
      summary: "A member's profile notes, newest first, with their author and time",
      params: profileNotesParams,
      querystring: profileNotesQuery,
      response: { 200: profileNoteList, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      listProfileNotes(fastify.db, request.params.id, request.query, {
        staffId: (await actorOf(fastify.db, request)).staffId,
        roles: request.user?.roles ?? [],
      }),
  );

  fastify.post(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'addProfileNote',
      summary: 'Add a note to a member’s profile, written by the signed-in staff member',
      params: profileNotesParams,
      body: profileNoteBody,
      response: { 201: profileNote, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const note = await addProfileNote(
        fastify.db,
        request.params.id,
        request.body.note,
        await actorOf(fastify.db, request),
        request.user?.roles ?? [],
      );
      return reply.code(201).send(note);
    },
  );

  versionedSave(fastify, 'PATCH', '/:id/:noteId', 'customers', 'customers', {
    operationId: 'updateProfileNote',
    summary: "Change a profile note's text (its author, SYSADM or MGMT)",
    description: `${IF_MATCH} Another's note answers 403 (${NOT_NOTE_AUTHOR}) unless the caller is SYSADM or MGMT.`,
    params: profileNoteParams,
    body: profileNoteBody,
    response: { 200: profileNote },
    save: async (request, edit) => {
      const { id, noteId } = request.params;
      const write = { customerId: id, noteId, ...edit, roles: request.user?.roles ?? [] };
      return updateProfileNote(fastify.db, write, request.body.note);
    },
  });

  versionedSave(fastify, 'DELETE', '/:id/:noteId', 'customers', 'customers', {
    operationId: 'deleteProfileNote',
    summary: 'Delete a profile note (its author, SYSADM or MGMT; the Activity Log keeps what it said)',
    description: `${IF_MATCH} Another's note answers 403 (${NOT_NOTE_AUTHOR}) unless the caller is SYSADM or MGMT.`,
    params: profileNoteParams,
    response: { 204: z.null().describe('Deleted') },
    save: async (request, edit, reply) => {
      const { id, noteId } = request.params;
      await deleteProfileNote(fastify.db, {
        customerId: id,
        noteId,
        ...edit,
        roles: request.user?.roles ?? [],
      });
      return reply.code(204).send(null);
    },
  });
};
export default profileNotesRoutes;
