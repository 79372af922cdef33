import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntry } from '../../../../src/domain/audit.ts';
import { MAX_UPLOAD_BYTES } from '../../../../src/domain/files/fileRules.ts';
import {
  homeZoneImport,
  homeZoneList,
  homeZoneParams,
  homeZoneQuery,
  homeZoneRow,
  type HomeZoneImport,
} from '../../../../src/domain/homeZones/homeZone.ts';
import { serialIdParams } from '../../../../src/domain/ids.ts';
import { pageQuery, paginated } from '../../../../src/domain/pagination.ts';
import { z } from 'zod';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { auditTrail } from '../../../repositories/audit.ts';
import {
  addHomeZone,
  listHomeZones,
  replaceZoneShape,
  requireHomeZone,
  setZoneActive,
} from '../../../repositories/homeZones.ts';
import { checkZoneFileOffThread } from '../../../workers/zoneCheck.ts';

/** /fleets/{id2}/zones/{id} puts the fleet first, so these paths hang from /fleets, as the wakeup providers' do. */
export const autoPrefix = '/fleets';

/**
 * A refused file is a 413 when too large, else a 400; its key names the problem (spec 8). The
 * check runs in its own thread, so that /health and every other request go on meanwhile (spec 7).
 */
const checkedShape = async ({
  fileName,
  text,
  fleetId,
}: Pick<HomeZoneImport, 'fileName' | 'text' | 'fleetId'>) => {
  const reading = await checkZoneFileOffThread({ fileName, text, fleetId });
  if ('problem' in reading) {
    const status = reading.problem === 'tooLarge' ? 413 : 400;
    throw new HttpError(
      status,
      `homeZones.problems.${reading.problem}`,
      `The zone file is refused: ${reading.problem}`,
      {
        text: `homeZones.problems.${reading.problem}`,
      },
    );
  }
  return reading;
};

// JSON escapes a file's quotes, so its body may be twice the file; the 1 MB rule is the domain's.
const IMPORT_BODY_LIMIT = 2 * MAX_UPLOAD_BYTES + 4096;

const PROBLEMS =
  'A refused file answers 400 (413 past 1 MB) with `homeZones.problems.<problem>`: wrongType (not .txt), ' +
  'unknownFleet, empty, unreadable, wrongGeometry (not a polygon), badCoordinates, openRing, tooFewPoints, tooManyPoints (over 5,000), ' +
  'selfIntersecting, outsideRegion (not within the fleet region box), tooLarge, tooSlow (its check took over 10 s).';

/**
 * Spec 7 fleet service, home zones (docs/architecture.md, Home zones): the map's zones, import,
 * activation, trail.
 */
const homeZoneRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/zones',
    operation('homeZones', 'fleets', {
      operationId: 'homeZones',
      summary: "Every fleet's home zones, or one fleet's (fleetId), by fleet then creation",
      description:
        'Active zones only unless `includeInactive=true`. `asOf` (an instant) answers the zones that ' +
        'existed then, each with the shape and activation it had, inactive ones included.',
      querystring: homeZoneQuery,
      response: { 200: homeZoneList, ...errorResponses(400, 401, 403) },
    }),
    async (request) => listHomeZones(fastify.db, request.query),
  );

  fastify.post(
    '/zones',
    {
      ...operation('homeZones', 'fleets', {
        operationId: 'importHomeZone',
        summary:
          "Import a zone from a .txt file's text (GeoJSON or WKT, at most 1 MB) into a fleet, as a draft (inactive) until activated",
        description: PROBLEMS,
        body: homeZoneImport,
        response: { 201: homeZoneRow, ...errorResponses(400, 401, 403, 413) },
      }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request, reply) => {
      const shape = await checkedShape(request.body);
      const actor = await actorOf(fastify.db, request);
      const zone = await addHomeZone(fastify.db, { ...request.body, ...shape, actor });
      return reply.code(201).send(zone);
    },
  );

  fastify.get(
    '/zones/:id/audit',
    operation('homeZones', 'fleets', {
      operationId: 'homeZoneAudit',
      summary: "A zone's changes, newest first: who, when, what, before and after",
      params: serialIdParams,
      querystring: z.object(pageQuery),
      response: { 200: paginated(auditEntry), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      await requireHomeZone(fastify.db, request.params.id);
      return auditTrail(fastify.db, {
        entity: 'homeZones',
        recordId: request.params.id,
        from: new Date(0),
        to: new Date(Date.now() + 60_000),
        ...request.query,
      });
    },
  );

  for (const [method, active] of [
    ['POST', true],
    ['DELETE', false],
  ] as const)
    versionedSave(fastify, method, '/:id2/zones/:id', 'homeZones', 'fleets', {
      operationId: active ? 'activateHomeZone' : 'deactivateHomeZone',
      summary: `${active ? 'Activate' : 'Deactivate'} the fleet's zone, from the copy at If-Match`,
      params: homeZoneParams,
      response: { 200: homeZoneRow },
      save: async (request, edit) =>
        setZoneActive(
          fastify.db,
          { fleetId: request.params.id2, zoneId: request.params.id, ...edit },
          active,
        ),
    });

  versionedSave(fastify, 'PATCH', '/:id2/zones/:id', 'homeZones', 'fleets', {
    operationId: 'reshapeHomeZone',
    summary: "Give the fleet's zone a new shape from a .txt file, from the copy at If-Match",
    description: `The trail keeps the shape replaced. ${PROBLEMS}`,
    params: homeZoneParams,
    body: homeZoneImport.pick({ fileName: true, text: true }),
    response: { 200: homeZoneRow },
    errors: [413],
    bodyLimit: IMPORT_BODY_LIMIT,
    save: async (request, edit) => {
      const { id2: fleetId, id: zoneId } = request.params;
      const shape = await checkedShape({ ...request.body, fleetId });
      return replaceZoneShape(fastify.db, { fleetId, zoneId, ...edit }, shape);
    },
  });
};
export default homeZoneRoutes;
