import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BuildAppOptions } from './appSettings.ts';
import { serializerCompiler } from './http/serializer.ts';
import idleUserNames from './idp/idleUserNames.ts';
import idpPassage from './idp/passage.ts';
import staffAdminRoute from './idp/staffAdminRoute.ts';
import { RequestLog } from './requestLog.ts';

export type { AuthSettings } from './plugins/app/verifier.ts';

/** The API always lives under /api on this server; config.apiBase is where the web app looks for it. */
export const API_PREFIX = '/api';

/** The user-pool issuer of a real Cognito pool; cognito mode accepts no other (never the local IdP's). */
export const cognitoIssuer = (region: string, userPoolId: string) =>
  `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the app from its plugins and routes (the layout of fastify/demo): plugins/app
 * (errors, database, auth), plugins/external, then routes/, where a folder is a URL prefix
 * under /api, so a new route group is a new folder and nothing else. Tests call it
 * in-process (inject, or listen on port 0).
 */
export async function buildApp({ logger, ...settings }: BuildAppOptions) {
  const { config, auth } = settings;
  if (
    config.authMode === 'cognito' &&
    auth.issuer !== cognitoIssuer(config.cognito.region, auth.userPoolId)
  ) {
    throw new Error(
      `AUTH_MODE=cognito accepts tokens of ${cognitoIssuer(config.cognito.region, auth.userPoolId)} only, not ${auth.issuer}`,
    );
  }
  const logController = new RequestLog();
  // The routes' folder loads as one plugin: on a busy two-core machine, its first load (every
  // route module) took longer than Fastify's default 10 s and the start failed.
  const pluginTimeout = 120_000;
  const app = (
    logger
      ? Fastify({ loggerInstance: logger, logController, pluginTimeout })
      : Fastify({ logger: logger ?? { level: config.logLevel }, logController, pluginTimeout })
  ).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('settings', settings);

  // Each plugin takes its options from app.settings through its `autoConfig`. The app plugins
  // come before the external ones, the other way round from fastify/demo: the rate limit
  // (plugins/external/rateLimit.ts) counts each caller by its verified `sub`, so its hook must
  // run after auth's, and it declares `auth` as a dependency, which must be registered first.
  await app.register(autoload, { dir: path.join(here, 'plugins/app'), options: {} });
  await app.register(autoload, {
    dir: path.join(here, 'plugins/external'),
    options: {},
  });
  await app.register(autoload, { dir: path.join(here, 'routes'), options: { prefix: API_PREFIX } });
  // Local mode only: the embedded IdP's passage (it stands in for Cognito's own endpoint) and the staff command's route.
  if (config.authMode === 'local' && auth.localIdpUrl && auth.localIdpSecret) {
    const idp = { url: auth.localIdpUrl, secret: auth.localIdpSecret };
    await app.register(idpPassage, { idp, userPoolId: auth.userPoolId });
    await app.register(idleUserNames);
    await app.register(staffAdminRoute, { idp, userPoolId: auth.userPoolId });
  }
  return app;
}
