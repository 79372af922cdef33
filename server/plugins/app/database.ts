import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; its lifetime belongs to whoever opened it (server.ts or a test), not to the app. */
    database: DatabaseHandle;
    db: Kysely<Database>;
  }
}

async function database(fastify: FastifyInstance, { handle }: { handle: DatabaseHandle }) {
  fastify.decorate('database', handle);
  fastify.decorate('db', handle.db);
}

export default fp(database, { name: 'database' });

export const autoConfig = (fastify: FastifyInstance) => ({ handle: fastify.settings.database });
