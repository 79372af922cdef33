import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the web build (`dist/`). Hashed assets never change, so browsers keep them for a
 * year; index.html must always be checked so a new build reaches them. The SPA fallback
 * lives in the not-found handler (plugins/app/errors.ts).
 */
async function staticFiles(fastify: FastifyInstance, { webRoot }: { webRoot?: string }) {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) {
    fastify.log.warn({ webRoot }, 'no web build to serve; only the API answers');
    return;
  }
  await fastify.register(fastifyStatic, {
    root: path.resolve(webRoot),
    cacheControl: false,
    // The build writes .br and .gz beside each file (server/startup/precompress.ts).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(staticFiles, { name: 'static-files' });
