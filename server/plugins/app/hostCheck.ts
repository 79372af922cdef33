import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { errorBody } from '../../http/httpError.ts';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The Host header values the product answers: its loopback names on its port (local mode) and ALLOWED_HOSTS. */
export function servedHosts(config: Pick<Config, 'authMode' | 'host' | 'allowedHosts'>, port: number) {
  const hosts = new Set(config.allowedHosts);
  if (config.authMode === 'local') {
    const own = config.host.includes(':') ? `[${config.host}]` : config.host;
    for (const name of new Set([...LOOPBACK_NAMES, own.toLowerCase()])) {
      hosts.add(`${name}:${port}`);
      // Browsers leave out the default port.
      if (port === 80) hosts.add(name);
    }
  }
  return hosts;
}

/**
 * DNS rebinding (README, A real Cognito pool and PostgreSQL): a web page whose own name has been
 * pointed at 127.0.0.1 reaches this server with its name in Host. Every request for a Host the
 * product does not serve is refused before authentication, with 421 JSON. /health stays open: load
 * balancers probe it by address, and it says nothing.
 */
async function hostCheck(fastify: FastifyInstance, { config }: { config: Config }) {
  let served = servedHosts(config, config.port);
  // PORT=0 (and tests listening on port 0) learn the real port only once listening.
  fastify.addHook('onListen', async () => {
    served = servedHosts(config, (fastify.server.address() as AddressInfo).port);
  });
  fastify.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host?.toLowerCase();
    if ((host && served.has(host)) || request.routeOptions.url === '/health') return;
    request.log.warn({ host: request.headers.host?.slice(0, 100) }, 'request for a host not served here');
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send(errorBody(421, 'error.wrongHost', 'This server does not answer for that host name'));
  });
}

// After the security headers: a 421 carries them like any other answer.
export default fp(hostCheck, { name: 'host-check', dependencies: ['security-headers'] });

export const autoConfig = (fastify: FastifyInstance) => ({ config: fastify.settings.config });
