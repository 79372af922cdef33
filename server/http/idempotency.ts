import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { KEY_REUSED } from '../../src/domain/idempotency.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from './httpError.ts';

/** The body with its keys in one order, so the same request digests the same however it was written. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([name, inner]) => [name, canonical(inner)]),
        )
      : value;

const digest = (operation: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([operation, canonical(body)]))
    .digest('hex');

/**
 * Spec 7, Payments and billing: a write that moves money, made once per Idempotency-Key. The
 * key is claimed first in the write's own transaction: a second request with it waits on that
 * row until the first commits, then reads the first's answer (sent again with
 * `Idempotent-Replayed: true`, nothing written); a write that fails rolls its claim back, so its
 * retry is tried afresh. The key sent with another operation or body is refused (422). Without
 * a key the write is simply made. Answers 201 with what `write` answers.
 */
export async function answerOnce<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  write: (trx: Transaction<Database>) => Promise<T>,
) {
  const key = request.headers['idempotency-key'];
  const operation = request.routeOptions.url ?? request.url;
  const { answer, replayed } = await db.transaction().execute(async (trx) => {
    if (typeof key !== 'string') return { answer: await write(trx), replayed: false };
    const hash = digest(operation, request.body);
    const claimed = await trx
      .insertInto('idempotent_requests')
      .values({ key, operation, request_hash: hash })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotent_requests')
        .select(['operation', 'request_hash', 'response'])
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.operation !== operation || first.request_hash !== hash)
        throw new HttpError(422, KEY_REUSED, 'This Idempotency-Key was sent with another request');
      return { answer: first.response as T, replayed: true };
    }
    const made = await write(trx);
    await trx
      .updateTable('idempotent_requests')
      .set({ response: JSON.stringify(made) })
      .where('key', '=', key)
      .execute();
    return { answer: made, replayed: false };
  });
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(201).send(answer);
}
