import { z } from 'zod';
import { documented, MESSAGES, storableString } from './validation.ts';

/** An attempt's key: a UUID, as `crypto.randomUUID()` makes one. */
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/**
 * Spec 7, Payments and billing: the key the client makes for one attempt at a write that moves
 * money, and sends again when it retries that attempt, so the member is charged once.
 */
export const idempotencyKey = documented(
  storableString({ error: MESSAGES.required }).refine((v) => UUID.test(v), MESSAGES.invalid),
  { pattern: UUID.source },
);

/** The header of the ledger writes and free-minute grants (spec 7): the same key answers the first answer. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKey
    .optional()
    .describe(
      'a UUID, one per attempt, made by the client; sent again with the same body it answers the ' +
        'first answer without writing again (`Idempotent-Replayed: true`), with another body 422',
    ),
});

/** The refusal of a key sent again with another request. */
export const KEY_REUSED = 'error.idempotencyKeyReused';
