import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { RequestLog } from './requestLog.ts';
import auth from './plugins/app/auth.ts';
import database from './plugins/app/database.ts';
import errors from './plugins/app/errors.ts';
import { zodValidatorCompiler } from './plugins/app/validation.ts';
import type { AuthSettings } from './plugins/app/verifier.ts';
import helmet from './plugins/external/helmet.ts';
import staffAdminRoute from './idp/staffAdminRoute.ts';
import idpPassage from './plugins/external/idpPassage.ts';
import staticFiles from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import authenticationRoutes from './routes/authentication/index.ts';
import currentStaffRoutes from './routes/currentStaff/index.ts';
import customerRoutes from './routes/customer/index.ts';
import customerProcessRoutes from './routes/customer-process/index.ts';
import rootRoutes from './routes/root.ts';
import staffRoutes from './routes/staffs/index.ts';
import ticketRoutes from './routes/tickets/index.ts';
import vehicleRoutes from './routes/vehicle/index.ts';

export type { AuthSettings } from './plugins/app/verifier.ts';

export interface BuildAppOptions {
  config: Config;
  /** Opened (and later closed) by the caller. */
  database: DatabaseHandle;
  auth: AuthSettings;
  /** The web build to serve (dist/); without it only the API answers. */
  webRoot?: string;
  /** A pino logger to share (server.ts), or false for none (tests); defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger | false;
}

/** The API always lives under /api on this server; config.apiBase is where the web app looks for it. */
export const API_PREFIX = '/api';

/** The user-pool issuer of a real Cognito pool; cognito mode accepts no other (never the local IdP's). */
export const cognitoIssuer = (region: string, userPoolId: string) =>
  `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

/** Builds the app from its plugins and routes; tests call it in-process (inject, or listen on port 0). */
export async function buildApp({
  config,
  database: handle,
  auth: authSettings,
  webRoot,
  logger,
}: BuildAppOptions) {
  if (
    config.authMode === 'cognito' &&
    authSettings.issuer !== cognitoIssuer(config.cognito.region, authSettings.userPoolId)
  ) {
    throw new Error(
      `AUTH_MODE=cognito accepts tokens of ${cognitoIssuer(config.cognito.region, authSettings.userPoolId)} only, not ${authSettings.issuer}`,
    );
  }
  const logController = new RequestLog();
  const app = logger
    ? Fastify({ loggerInstance: logger, logController })
    : Fastify({ logger: logger ?? { level: config.logLevel }, logController });
  app.setValidatorCompiler(zodValidatorCompiler);

  await app.register(errors);
  await app.register(database, { handle });
  await app.register(auth, authSettings);
  await app.register(helmet, { region: config.cognito.region, mapTileUrl: config.mapTileUrl });
  await app.register(swagger);
  await app.register(staticFiles, { webRoot });

  await app.register(rootRoutes, { config, auth: authSettings });
  await app.register(authenticationRoutes, { prefix: `${API_PREFIX}/authentication` });
  await app.register(currentStaffRoutes, { prefix: `${API_PREFIX}/currentStaff` });
  await app.register(staffRoutes, { prefix: `${API_PREFIX}/staffs` });
  await app.register(customerRoutes, { prefix: `${API_PREFIX}/customer` });
  await app.register(customerProcessRoutes, { prefix: `${API_PREFIX}/customer-process` });
  await app.register(ticketRoutes, { prefix: `${API_PREFIX}/tickets` });
  await app.register(vehicleRoutes, { prefix: `${API_PREFIX}/vehicle` });

  if (config.authMode === 'local' && authSettings.localIdpUrl && authSettings.localIdpSecret) {
    const idp = { url: authSettings.localIdpUrl, secret: authSettings.localIdpSecret };
    await app.register(idpPassage, { idp });
    await app.register(staffAdminRoute, { idp, userPoolId: authSettings.userPoolId });
  }
  return app;
}
