import type { FastifySchema } from 'fastify';
import type { AccessMarkers } from '../../src/domain/access.ts';
import type { Entity } from '../../src/domain/entities.ts';

/** What the API document shows of a route: its id, a line, and where the line is not enough, more. */
type Documented = FastifySchema & { operationId: string; summary: string; description?: string };

type Access = Entity | readonly Entity[] | AccessMarkers;

/** An entity, or a list of them, is the common access; the other markers come as they are. */
const accessConfig = (access: Access): AccessMarkers =>
  typeof access === 'string' || Array.isArray(access)
    ? { entity: access as Entity | readonly Entity[] }
    : (access as AccessMarkers);

/**
 * A route's options in one call: the access it names (spec 6: an entity's role-table area, or
 * one of the other markers; the server refuses to start without one, plugins/app/routeAccess.ts)
 * and its schema, documented under one OpenAPI tag (http/openApiTags.ts).
 */
export const operation = <S extends Documented>(access: Access, tag: string, schema: S) => ({
  config: accessConfig(access),
  schema: { tags: [tag], ...schema },
});
