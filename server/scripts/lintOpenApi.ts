/**
 * `npm run lint:openapi` (part of `npm run lint`): builds the app in-process in local mode,
 * the /idp passage included, writes the document /api/docs/json serves and the vehicle link's
 * AsyncAPI one (/api/asyncapi.json), and runs `redocly lint` on both with the recommended rules
 * (redocly.yaml). Any error fails the run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { asyncApiDocument } from '../vehicleGateway/link/asyncApi.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'carshare-openapi-'));
const database = await openDatabase({ dataDir: dir });
let status: number | undefined;
try {
  const app = await buildApp({
    config: readConfig({ AUTH_MODE: 'local', LOG_LEVEL: 'silent' }),
    database,
    // Never called: documenting the routes verifies no token and reaches no identity provider.
    auth: {
      issuer: 'http://127.0.0.1:9/local_pool',
      jwksUri: 'http://127.0.0.1:9/local_pool/.well-known/jwks.json',
      userPoolId: 'local_pool',
      clientId: 'local-client',
      localIdpUrl: 'http://127.0.0.1:9',
      localIdpSecret: 'unused',
    },
    logger: false,
  });
  // The document itself, as /api/docs/json serves it (a request would meet the Host check first).
  await app.ready();
  const document = JSON.stringify(app.swagger());
  const asyncApi = JSON.stringify(asyncApiDocument('mqtt://127.0.0.1:1884'));
  await app.close();
  const file = path.join(dir, 'openapi.json');
  const asyncApiFile = path.join(dir, 'asyncapi.json');
  await writeFile(file, document);
  await writeFile(asyncApiFile, asyncApi);
  const lint = spawnSync('redocly', ['lint', file, asyncApiFile, '--format', 'stylish'], {
    stdio: 'inherit',
  });
  status = lint.status ?? 1;
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(status ?? 1);
