import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';

/** The first words of a statement to be prepared once per connection and run by its generic plan. */
const GENERIC_PLAN = '/* generic plan */ ';

/**
 * `query` prepared once per PostgreSQL connection, to run by its generic plan: made once for
 * any values and kept, when the transaction sets plan_cache_mode = force_generic_plan. For statements whose every condition is an
 * index range on parameters, so that the one plan fits all values: the member free text, whose
 * planning cost more than running it at a million members (docs/architecture.md). PGlite runs
 * it as any other statement.
 */
export const genericPlan = (query: CompiledQuery): CompiledQuery =>
  CompiledQuery.raw(`${GENERIC_PLAN}${query.sql}`, [...query.parameters]);

/** The name the statement is prepared under, or undefined for a statement planned each time. */
export const preparedName = (text: string): string | undefined =>
  text.startsWith(GENERIC_PLAN)
    ? `generic_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`
    : undefined;
