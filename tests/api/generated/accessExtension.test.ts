import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withAccessExtension } from '../../../server/plugins/external/accessExtension.ts';
import { operationsOf } from '../../support/openApiOperations.ts';

/** The generated suites learn each route's access from this extension, whatever builds the schemas. */
describe('x-access in the OpenAPI document (spec 6: each route names its access)', () => {
  it('states each marker, after zod schemas have become JSON Schema', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    await app.register(swagger, {
      openapi: { openapi: '3.0.3' },
      transform: withAccessExtension(jsonSchemaTransform),
    });
    const params = z.object({ id: z.coerce.number().int().min(1) });
    app.get(
      '/api/tickets/:id',
      { config: { entity: ['tickets', 'staffs'] }, schema: { params } },
      () => ({}),
    );
    app.get('/api/session', { config: { signedIn: true } }, () => ({}));
    app.get('/api/saved-searches', { config: { listed: true } }, () => ({}));
    app.get('/health', { config: { public: true } }, () => ({}));
    app.get('/unmarked', () => ({}));
    await app.ready();

    const operations = operationsOf(app.swagger());
    expect(operations.map((o) => [o.path, o.access])).toEqual([
      ['/api/tickets/{id}', { entity: ['tickets', 'staffs'], areas: ['tickets', 'team'] }],
      ['/api/session', { signedIn: true }],
      ['/api/saved-searches', { listed: true }],
      ['/health', { public: true }],
      ['/unmarked', undefined],
    ]);
    expect(operations[0].parameters).toMatchObject([
      { name: 'id', in: 'path', schema: { type: 'integer', minimum: 1 } },
    ]);
    await app.close();
  });
});
