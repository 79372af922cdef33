import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../apiPath.ts';
import { HttpError } from '../../http/httpError.ts';

const WINDOW_MS = 60_000;

/** A verified token's user, otherwise the client address. */
const callerOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.sub}` : `address:${request.ip}`;

/**
 * README, What local mode protects against: at most `perMinute` API requests a minute per user,
 * then 429 with Retry-After. Its hook runs after authentication's (registered after it), so a
 * caller is counted by its verified `sub`: in local mode every caller shares 127.0.0.1. Calls
 * without a valid token end in authentication's 401 first and are counted there, per address (with
 * and without an Authorization header apart), against budgets of their own
 * (plugins/app/refusedCalls.ts); the web files, /health and /config.json (outside /api) are not
 * counted.
 */
async function apiRateLimit(fastify: FastifyInstance, { perMinute }: { perMinute: number }) {
  await fastify.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: callerOf,
    onExceeded: (request, key) => request.log.warn({ caller: key }, 'API rate limit reached'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'error.tooManyRequests', `Rate limit exceeded, retry in ${context.after}`),
  });
  const limit = fastify.rateLimit();
  fastify.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) await limit.call(fastify, request, reply);
  });
}

export default fp(apiRateLimit, { name: 'api-rate-limit', dependencies: ['auth'] });

export const autoConfig = (fastify: FastifyInstance) => ({ perMinute: fastify.settings.config.apiRateLimit });
