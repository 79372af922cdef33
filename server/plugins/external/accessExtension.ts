import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { accessOf, isAccessFault, type AccessMarkers } from '../../../src/domain/access.ts';
import { areaOfEntity, type Entity } from '../../../src/domain/entities.ts';
import type { Area } from '../../../src/domain/roles.ts';

/**
 * Who may call an operation, as the OpenAPI document states it (`x-access`): the generated
 * suites read it to know each route's answer for every role without a list of routes.
 */
export type OperationAccess =
  { entity: Entity[]; areas: Area[] } | { signedIn: true } | { listed: true } | { public: true };

export const ACCESS_EXTENSION = 'x-access';

/** The operation's access from its route config (src/domain/access.ts), or undefined when the config names none or several. */
export const operationAccess = (config: AccessMarkers | undefined): OperationAccess | undefined => {
  const access = accessOf(config);
  if (isAccessFault(access)) return undefined;
  if (access.kind === 'signedIn') return { signedIn: true };
  if (access.kind === 'listed') return { listed: true };
  if (access.kind === 'public') return { public: true };
  return { entity: [...access.entities], areas: [...new Set(access.entities.map(areaOfEntity))] };
};

/**
 * A swagger `transform` that adds the route's access marker to its operation (@fastify/swagger
 * copies a schema's `x-` keys onto the operation) after the `inner` step, such as
 * fastify-type-provider-zod's jsonSchemaTransform, has turned the route schema into JSON Schema.
 */
export const withAccessExtension =
  <S extends FastifySchema = FastifySchema>(inner?: SwaggerTransform<S>): SwaggerTransform<S> =>
  (document) => {
    const { schema, url } = inner ? inner(document) : document;
    const access = operationAccess(document.route.config as AccessMarkers | undefined);
    return { schema: access ? { ...schema, [ACCESS_EXTENSION]: access } : schema, url };
  };
