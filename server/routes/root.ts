import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../src/domain/appConfig.ts';
import type { Config } from '../config.ts';
import type { AuthSettings } from '../plugins/app/verifier.ts';

/** The web app's run-time settings (one build serves every environment). */
export const appConfigFor = (config: Config, auth: AuthSettings): AppConfig => ({
  cognito: {
    region: config.cognito.region,
    userPoolId: auth.userPoolId,
    clientId: auth.clientId,
    ...(config.authMode === 'local'
      ? { endpoint: '/idp', authFlow: 'USER_PASSWORD_AUTH' as const }
      : { authFlow: 'USER_SRP_AUTH' as const }),
  },
  apiBase: config.apiBase,
  vehicleApiBase: config.vehicleApiBase,
  fleetApiBase: config.fleetApiBase,
  mapTileUrl: config.mapTileUrl,
});

const appConfigSchema = {
  type: 'object',
  properties: {
    cognito: {
      type: 'object',
      properties: {
        region: { type: 'string' },
        userPoolId: { type: 'string' },
        clientId: { type: 'string' },
        endpoint: { type: 'string', description: 'local mode only: the embedded IdP under this origin' },
        authFlow: { type: 'string', enum: ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'] },
      },
    },
    apiBase: { type: 'string' },
    vehicleApiBase: { type: 'string' },
    fleetApiBase: { type: 'string' },
    mapTileUrl: { type: 'string' },
  },
};

/** Public, outside the API base: a load balancer's health check and the web app's configuration. */
export default async function rootRoutes(
  fastify: FastifyInstance,
  { config, auth }: { config: Config; auth: AuthSettings },
) {
  const appConfig = appConfigFor(config, auth);
  fastify.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        security: [],
        response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
      },
    },
    async () => ({ status: 'ok' }),
  );
  fastify.get(
    '/config.json',
    {
      config: { public: true },
      schema: { tags: ['system'], security: [], response: { 200: appConfigSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(appConfig),
  );
}
