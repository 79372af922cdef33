import { sql, type Kysely } from 'kysely';
import type { RowProblem } from '../../src/domain/imports/massImport.ts';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../repositories/audit.ts';
import { countBatch, type BatchCounts } from '../repositories/massImports.ts';
import type { Applier } from './applier.ts';
import type { ValidRow } from './checkRows.ts';

/** The rows a writer refused, by their place in the batch it was handed. */
const refusalsOf = <Input>(rows: readonly ValidRow<Input>[], outcomes: readonly RowOutcome[]): RowProblem[] =>
  outcomes.flatMap((outcome, index) => {
    if (outcome.ok) return [];
    const { row, reference } = rows[index]!;
    return [{ row, reference, field: outcome.field, message: outcome.message }];
  });

/** Carries a dry run's refusals out of the transaction it rolls back. */
class DryRunRollback extends Error {
  constructor(readonly problems: RowProblem[]) {
    super('a dry run writes nothing');
  }
}

/**
 * A dry run's batch: the writer judges the rows as it would (a code taken, a start in the past,
 * a member unknown), in a transaction then rolled back, so nothing it wrote remains.
 */
export async function tryBatch<Input>(
  db: Kysely<Database>,
  { actor, applier }: { actor: Actor; applier: Applier<Input> },
  batch: readonly ValidRow<Input>[],
): Promise<RowProblem[]> {
  try {
    await db.transaction().execute(async (trx) => {
      const outcomes = await applier.apply(
        trx,
        actor,
        batch.map(({ input }) => input),
      );
      throw new DryRunRollback(refusalsOf(batch, outcomes));
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.problems;
    throw error;
  }
  throw new Error('unreachable: the dry run transaction always rolls back');
}

/**
 * One batch in ONE transaction (README, Departures from the spec: "Interrupted is read, never
 * written"): its references claimed (a reference applied before is a duplicate, never applied
 * twice), the writer's call, the refused rows' references given back (so a corrected file applies
 * them), and the entry's counts and heartbeat. A crash leaves either all of it or none.
 */
export async function applyBatch<Input>(
  db: Kysely<Database>,
  { importId, actor, applier }: { importId: string; actor: Actor; applier: Applier<Input> },
  batch: readonly ValidRow<Input>[],
): Promise<RowProblem[]> {
  return db.transaction().execute(async (trx) => {
    // One array parameter rather than three per row: 500 rows parse and plan as one short statement.
    const { rows: claimed } = await sql<{ reference: string }>`
      INSERT INTO mass_import_references (type, reference, mass_import_id)
      SELECT ${applier.type}, reference, ${importId}::bigint
      FROM unnest(${batch.map(({ reference }) => reference)}::text[]) AS claims(reference)
      ON CONFLICT DO NOTHING
      RETURNING reference`.execute(trx);
    const fresh = new Set(claimed.map(({ reference }) => reference));
    const toApply = batch.filter(({ reference }) => fresh.has(reference));
    const problems: RowProblem[] = batch
      .filter(({ reference }) => !fresh.has(reference))
      .map(({ row, reference }) => ({ row, reference, field: 'reference', message: 'imports.duplicate' }));
    const outcomes = toApply.length
      ? await applier.apply(
          trx,
          actor,
          toApply.map(({ input }) => input),
        )
      : [];
    const refusals = refusalsOf(toApply, outcomes);
    const refused = refusals.map(({ reference }) => reference!);
    problems.push(...refusals);
    if (refused.length) {
      await trx
        .deleteFrom('mass_import_references')
        .where('type', '=', applier.type)
        .where('reference', 'in', refused)
        .execute();
    }
    const counts: BatchCounts = {
      processed: batch.length,
      success: toApply.length - refused.length,
      failed: refused.length,
      duplicates: batch.length - toApply.length,
    };
    await countBatch(trx, importId, counts);
    return problems;
  });
}
