import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dryRunReport, importRequest, importStarted } from '../../src/domain/imports/massImport.ts';
import { operation } from '../http/operation.ts';
import { errorResponses } from '../http/responses.ts';
import { actorOf } from '../routeHelpers/actor.ts';
import type { Applier } from './applier.ts';
import { importFile } from './runImport.ts';

const OPERATIONS = {
  createPromoCode: { operationId: 'promotionsMassImport', what: 'promotions (Create Promo Code)' },
  addFreeMinutes: { operationId: 'freeMinutesMassImport', what: 'free minutes (Add Free Minutes)' },
  applyPromoCode: { operationId: 'applyPromoMassImport', what: 'promo codes to members (Apply Promo Code)' },
} as const;

/** One import path (spec 7): POST `{ fileLocation, dryRun }` for a CSV /files/upload kept. */
export const importRoute =
  <Input>(applier: Applier<Input>): FastifyPluginAsyncZod =>
  async (fastify) => {
    const { operationId, what } = OPERATIONS[applier.type];
    fastify.post(
      '',
      operation('massImports', 'imports', {
        operationId,
        summary: `Import ${what} from an uploaded CSV, or check it (dryRun)`,
        description:
          `Columns: ${applier.columns.join(', ')} (GET /mass-imports/template/${applier.type}). ` +
          'The file may be UTF-8, UTF-16 with a byte-order mark or Windows-1252 (as Excel saves it), its ' +
          'columns separated by commas, semicolons or tabs (guessed). ' +
          "Every row is checked with the form's schema and needs a " +
          '`reference`. A dry run answers 200 with the row report, the encoding and separator it read, ' +
          'and writes nothing; a real run answers ' +
          `202 with the log entry's id and applies the valid rows in batches ` +
          'of at most 500 per transaction; a reference applied before is a duplicate, never applied twice.',
        body: importRequest,
        response: { 200: dryRunReport, 202: importStarted, ...errorResponses(400, 401, 403, 404) },
      }),
      async (request, reply) => {
        const actor = await actorOf(fastify.db, request);
        const answer = await importFile(fastify, applier, request.body, actor);
        return 'problems' in answer ? answer : reply.code(202).send(answer);
      },
    );
  };
