import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { areaOfEntity, type Entity } from '../../../src/domain/entities.ts';
import type { Area } from '../../../src/domain/roles.ts';

/**
 * Who may call an operation, as the OpenAPI document states it (`x-access`): the generated
 * suites read it to know each route's answer for every role without a list of routes.
 */
export type OperationAccess = { entity: Entity[]; areas: Area[] } | { signedIn: true } | { public: true };

export const ACCESS_EXTENSION = 'x-access';

/** The access marker of a route's config, or undefined when it names none. */
export const accessOf = (config: FastifyContextConfig | undefined): OperationAccess | undefined => {
  if (config?.entity !== undefined) {
    const entity = typeof config.entity === 'string' ? [config.entity] : [...config.entity];
    return { entity, areas: [...new Set(entity.map(areaOfEntity))] };
  }
  if (config?.signedIn) return { signedIn: true };
  if (config?.public) return { public: true };
  return undefined;
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
    const access = accessOf(document.route.config as FastifyContextConfig | undefined);
    return { schema: access ? { ...schema, [ACCESS_EXTENSION]: access } : schema, url };
  };
