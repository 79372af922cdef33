import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { forgetUserNamesSeenBefore } from '../../src/domain/auth/userNameCounters.ts';
import type { Database } from '../db/schema.ts';

const EVERY_MS = 60 * 60 * 1000;

/** Removes the counters of user names not seen for a day (src/domain/auth/userNameCounters.ts); says how many. */
export async function forgetIdleUserNames(db: Kysely<Database>, now = new Date()) {
  const before = forgetUserNamesSeenBefore(now);
  const signIns = await db.deleteFrom('signin_throttle').where('seen_at', '<', before).executeTakeFirst();
  const recoveries = await db
    .deleteFrom('recovery_requests')
    .where('seen_at', '<', before)
    .executeTakeFirst();
  return Number(signIns.numDeletedRows) + Number(recoveries.numDeletedRows);
}

/**
 * Local mode: every name ever tried at the /idp passage leaves a row; they are forgotten when the
 * server is ready, then every hour.
 */
export default async function idleUserNames(fastify: FastifyInstance) {
  const forget = async () => {
    try {
      const forgotten = await forgetIdleUserNames(fastify.db);
      if (forgotten) fastify.log.info({ forgotten }, 'user names not seen for a day forgotten');
    } catch (error) {
      fastify.log.warn({ err: error }, 'could not forget idle user names');
    }
  };
  const timer = setInterval(() => void forget(), EVERY_MS).unref();
  fastify.addHook('onReady', forget);
  fastify.addHook('onClose', async () => clearInterval(timer));
}
