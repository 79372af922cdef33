import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mass imports this process is carrying on after answering 202 (server/imports/runImport.ts). */
    importRuns: Set<Promise<void>>;
  }
}

/**
 * A closing server lets its imports finish their batches before the database goes: each batch
 * is one transaction, so even a process killed mid-way leaves whole batches (read Interrupted).
 */
async function importRuns(fastify: FastifyInstance) {
  const runs = new Set<Promise<void>>();
  fastify.decorate('importRuns', runs);
  fastify.addHook('onClose', async () => {
    await Promise.allSettled([...runs]);
  });
}

export default fp(importRuns, { name: 'importRuns', dependencies: ['database'] });
