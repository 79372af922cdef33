import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { AccessMarkers } from '../../src/domain/access.ts';
import type { Entity } from '../../src/domain/entities.ts';
import type { OpenApiTagName } from './openApiTags.ts';

/** What the API document shows of a route: its id, a line, and where the line is not enough, more. */
type Documented = FastifySchema & { operationId: string; summary: string; description?: string };

/** The markers, or a whole route config that carries them beside its other settings (errors.ts' invalidBodyKey). */
type Config = AccessMarkers & FastifyContextConfig;

export type Access = Entity | readonly Entity[] | Config;

/** An entity, or a list of them, is the common access; the other markers come as they are. */
const accessConfig = (access: Access): Config =>
  typeof access === 'string' || Array.isArray(access)
    ? { entity: access as Entity | readonly Entity[] }
    : (access as Config);

/**
 * A route's options in one call: the access it names (spec 6: an entity's role-table area, or
 * one of the other markers; the server refuses to start without one, plugins/app/routeAccess.ts)
 * and its schema, documented under one OpenAPI tag by its name (http/openApiTags.ts), or under each of a
 * list where a shared route is named by its caller.
 */
export const operation = <S extends Documented>(
  access: Access,
  tag: OpenApiTagName | readonly OpenApiTagName[],
  schema: S,
) => ({
  config: accessConfig(access),
  schema: { tags: typeof tag === 'string' ? [tag] : [...tag], ...schema },
});
