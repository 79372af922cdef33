import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * Local mode: the browser reaches the embedded IdP under the app's own origin (/idp), so the
 * CSP stays at connect-src 'self'. cognito-local wants POST / with X-Amz-Target and an
 * application/x-amz-json-1.1 body: the proxy passes every body through unparsed.
 */
export default async function idpProxy(fastify: FastifyInstance, { upstream }: { upstream: string }) {
  await fastify.register(proxy, { upstream, prefix: '/idp', rewritePrefix: '', config: { public: true } });
}

export const autoConfig = (fastify: FastifyInstance) => ({ upstream: fastify.settings.auth.localIdpUrl! });
