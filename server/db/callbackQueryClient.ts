import pg from 'pg';
import { preparedName } from './genericPlan.ts';

const callbackForm = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A pg client whose promise form of `query` runs through pg's callback form.
 *
 * Under the member-search load (docs/architecture.md, Database notes), pg 8's promise form, the one
 * Kysely calls, kept every page's rows alive through the young generation's collections: about 1.8
 * MB copied and promoted at each one, 3 ms scavenges instead of 0.8, and about 8% more CPU per
 * request. The callback form, which `pool.query` uses, lets them die young (measured with `node
 * --trace-gc-nvp` under `npm run bench`'s load: new_space_survived 1.8 MB → 0.34 MB).
 */
export class CallbackQueryClient extends pg.Client {}

// On the prototype: pg types `query` as a dozen overloads, which no single method body satisfies.
CallbackQueryClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  const name = typeof text === 'string' ? preparedName(text) : undefined;
  const config = name ? { name, text } : text;
  const promiseForm =
    args.length <= 2 &&
    typeof args.at(-1) !== 'function' &&
    typeof (config as { submit?: unknown } | undefined)?.submit !== 'function';
  if (!promiseForm) return callbackForm.apply(this, args);
  return new Promise((resolve, reject) =>
    callbackForm.call(this, config, values, (error: Error | null, result: unknown) =>
      error ? reject(error) : resolve(result),
    ),
  );
} as pg.Client['query'];
