import type { Kysely } from 'kysely';
import type { RowProblem } from '../../src/domain/imports/massImport.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../repositories/audit.ts';
import { countBatch, type BatchCounts } from '../repositories/massImports.ts';
import type { Applier } from './applier.ts';
import type { ValidRow } from './checkRows.ts';

/**
 * One batch in ONE transaction (issue 19 point 3): its references claimed (a reference applied
 * before is a duplicate, never applied twice), the writer's call, the refused rows' references
 * given back (so a corrected file applies them), and the entry's counts and heartbeat. A
 * crash leaves either all of it or none.
 */
export async function applyBatch<Input>(
  db: Kysely<Database>,
  { importId, actor, applier }: { importId: string; actor: Actor; applier: Applier<Input> },
  batch: readonly ValidRow<Input>[],
): Promise<RowProblem[]> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('mass_import_references')
      .values(batch.map(({ reference }) => ({ type: applier.type, reference, mass_import_id: importId })))
      .onConflict((conflict) => conflict.doNothing())
      .returning('reference')
      .execute();
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
    const refused: string[] = [];
    outcomes.forEach((outcome, index) => {
      if (outcome.ok) return;
      const { row, reference } = toApply[index]!;
      refused.push(reference);
      problems.push({ row, reference, field: outcome.field, message: outcome.message });
    });
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
