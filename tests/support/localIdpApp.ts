import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import type { Engine } from '../../server/db/database.ts';
import {
  DEMO_ACCOUNTS,
  localAuthSettings,
  provisionLocalIdp,
  startLocalIdp,
} from '../../server/idp/index.ts';
import { upsertStaffRecords } from '../../server/idp/staffRecords.ts';
import { createTestDatabase } from '../api/testApp.ts';
import { freePort } from './freePort.ts';

/**
 * The app in local mode as `npm start` builds it (the real embedded IdP, the /idp passage, the
 * staff administration route), listening on a loopback port so that the Cognito SDK and the
 * staff commands reach it over HTTP. `restartApp` builds a new app on the same database and
 * IdP: what a restart keeps is what the database holds.
 */
export async function createLocalIdpApp(engine: Engine) {
  const testDb = await createTestDatabase(engine);
  const idp = await startLocalIdp({ dataDir: testDb.dataDir, port: await freePort() });
  const pool = await provisionLocalIdp(idp);
  await upsertStaffRecords(testDb.database.db, DEMO_ACCOUNTS);
  const auth = localAuthSettings(idp, pool);
  const config = readConfig({ LOG_LEVEL: 'silent' });
  const listen = async () => {
    const app = await buildApp({ config, database: testDb.database, auth, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return { app, baseUrl: `http://127.0.0.1:${port}` };
  };
  let current = await listen();

  // A fresh client per use: the SDK keeps sockets to the app open otherwise, and app.close() waits for them.
  const cognito = () =>
    new CognitoIdentityProviderClient({
      endpoint: `${current.baseUrl}/idp`,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const withClient = async <T>(call: (client: CognitoIdentityProviderClient) => Promise<T>) => {
    const client = cognito();
    try {
      return await call(client);
    } finally {
      client.destroy();
    }
  };

  return {
    get app() {
      return current.app;
    },
    get baseUrl() {
      return current.baseUrl;
    },
    db: testDb.database.db,
    dataDir: testDb.dataDir,
    idp,
    pool,
    withClient,
    signIn: (username: string, password: string) =>
      withClient((client) =>
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: pool.clientId,
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        ),
      ),
    /** The raw passage: one Cognito call as the browser library makes it. */
    passage: (target: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${current.baseUrl}/idp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
          ...headers,
        },
        body: JSON.stringify(body),
      }),
    async restartApp() {
      await current.app.close();
      current = await listen();
    },
    close: async () => {
      await current.app.close();
      await idp.stop();
      await testDb.drop();
    },
  };
}
export type LocalIdpApp = Awaited<ReturnType<typeof createLocalIdpApp>>;
