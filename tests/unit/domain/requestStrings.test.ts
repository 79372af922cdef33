import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifySchemaCompiler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.ts';
import { MESSAGES } from '../../../src/domain/validation.ts';
import { copyPgliteTemplate } from '../../support/pgliteTemplate.ts';

/**
 * Every string a request carries (body, query, path, headers) refuses NUL and a lone surrogate
 * with the vocabulary's key, so none reaches PostgreSQL. The schemas are the ones the server
 * itself compiles: fastify-type-provider-zod's compiler is watched (and still used) while the
 * real app is built, so a route added later is walked too.
 */
interface CompiledSchema {
  method: string;
  url: string;
  httpPart?: string;
  schema: z.ZodType;
}
const compiled = vi.hoisted(() => [] as CompiledSchema[]);
vi.mock('fastify-type-provider-zod', async (importOriginal) => {
  const original = await importOriginal<typeof import('fastify-type-provider-zod')>();
  const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
    compiled.push(route as CompiledSchema);
    return original.validatorCompiler(route);
  };
  return { ...original, validatorCompiler };
});

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string schema a request value meets first, with the path it sits at. */
const stringFields = (schema: z.ZodType, at: string[] = [], seen = new Set<z.ZodType>()) => {
  if (seen.has(schema)) return [];
  const inner = new Set([...seen, schema]);
  const def = defOf(schema);
  const walk = (child: z.ZodType | undefined | null, key?: string | number): [string, z.ZodType][] =>
    child ? stringFields(child, key === undefined ? at : [...at, String(key)], inner) : [];
  switch (def.type) {
    case 'string':
      return [[at.join('.'), schema] as [string, z.ZodType]];
    case 'object':
      return [
        ...Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, key)),
        ...walk(def.catchall, '*'),
      ];
    case 'array':
      return walk(def.element, 0);
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, i) => walk(item, i)), ...walk(def.rest, '*')];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
    case 'map':
      return walk(def.valueType, '*');
    case 'pipe':
      // A preprocess hands the value on to `out`; otherwise `in` is what meets it.
      return defOf(def.in!).type === 'transform' ? walk(def.out) : walk(def.in);
    case 'lazy':
      return walk(def.getter!());
    default:
      return def.innerType ? walk(def.innerType) : [];
  }
};

const HOSTILE = { NUL: 'a\u0000b', 'a lone surrogate': 'x\ud800y', 'a lone low surrogate': '\udc00' };

/** What `field` lets through of the hostile strings (it must refuse each with the vocabulary's key). */
const letThrough = (field: z.ZodType) =>
  Object.entries(HOSTILE)
    .filter(([, value]) => {
      const result = field.safeParse(value);
      return result.success || !result.error.issues.some((issue) => issue.message === MESSAGES.characters);
    })
    .map(([name]) => name);

describe('no request string can carry NUL or a lone surrogate', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-schemas-'));
    await copyPgliteTemplate(dataDir);
    database = await openDatabase({ dataDir });
    // Local mode with its IdP named, so the /idp passage and the staff command's route are built too.
    app = await buildApp({
      config: readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      database,
      auth: {
        issuer: 'http://127.0.0.1:9/pool',
        clientId: 'client',
        userPoolId: 'pool',
        jwks: { keys: [] },
        localIdpUrl: 'http://127.0.0.1:9',
        localIdpSecret: 'secret',
      },
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('every string field of every route schema the server compiles refuses both with validation.characters', () => {
    const fields = compiled.flatMap(({ method, url, httpPart, schema }) =>
      stringFields(schema).map(([at, field]) => ({ where: `${method} ${url} ${httpPart} ${at}`, field })),
    );
    // The walk found the routes and their fields (the ticket's subject and notes, the passage's user name).
    expect(new Set(compiled.map(({ url }) => url)).size).toBeGreaterThan(30);
    expect(fields.map(({ where }) => where)).toEqual(
      expect.arrayContaining([
        'POST /api/tickets body subject',
        'PUT /api/tickets/:id body notes.0.note',
        'GET /api/tickets querystring to',
        'POST /idp body AuthParameters.USERNAME',
        'POST /idp body Username',
      ]),
    );
    const failures = fields.flatMap(({ where, field }) =>
      letThrough(field).map((hostile) => `${where} does not refuse ${hostile} as ${MESSAGES.characters}`),
    );
    expect(failures).toEqual([]);
  });
});
