import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentTags } from '../../http/openApiTags.ts';
import { withAccessExtension } from './accessExtension.ts';

type RouteDocument = Parameters<typeof jsonSchemaTransform>[0];

/** A response's schemas: itself, or those of its content types (a stream, a file). */
const responseParts = (response: unknown) =>
  Object.values((response as { content?: Record<string, { schema?: unknown }> }).content ?? {}).map(
    (type) => type.schema,
  );

/** Route schemas written in zod (src/domain) become JSON Schema here; others (the passage's) pass as they are. */
const usesZod = ({ schema }: RouteDocument) => {
  const responses = Object.values((schema?.response as object | undefined) ?? {});
  return [...Object.values({ ...schema }), ...responses, ...responses.flatMap(responseParts)].some(
    (part) => part instanceof z.ZodType,
  );
};

/** The OpenAPI document, built from the route schemas, at /api/docs (UI) and /api/docs/json. */
async function swaggerPlugin(fastify: FastifyInstance) {
  await fastify.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Carshare Back Office API',
        description:
          'Reference back end of the staff back office. Every /api path needs `Authorization: Bearer <Cognito id token>`.',
        version: '0.1.0',
      },
      servers: [{ url: '/', description: 'the server that serves this document' }],
      components: { securitySchemes: { idToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ idToken: [] }],
    },
    transform: withAccessExtension((document) =>
      usesZod(document) ? jsonSchemaTransform(document) : { schema: document.schema, url: document.url },
    ),
    // The tags are those declared in server/http/openApiTags.ts that the operations use.
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as {
        paths?: Record<string, Record<string, unknown>>;
      };
      return { ...document, tags: documentTags(document.paths) };
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  // The UI's routes take no route config: their scope makes them public (plugins/app/routeAccess.ts).
  await fastify.register(async (docs) => {
    docs.decorate('scopeAccess', { public: true });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // Swagger UI's own page needs inline code; its CSP replaces the app's on those routes only.
      staticCSP: true,
      // No upgrade-insecure-requests: the server may be plain http on loopback.
      transformStaticCSP: (header) =>
        header
          .replace("default-src 'self'", "default-src 'self'; connect-src 'self'")
          .replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  });
}

export default fp(swaggerPlugin, { name: 'swagger-config' });
