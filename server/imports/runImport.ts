import type { FastifyInstance } from 'fastify';
import { FILE_KINDS } from '../../src/domain/files/fileRules.ts';
import { IMPORT_BATCH_ROWS } from '../../src/domain/imports/importValues.ts';
import type { DryRunReport, ImportRequest, RowProblem } from '../../src/domain/imports/massImport.ts';
import { HttpError } from '../http/httpError.ts';
import { announce } from '../liveEvents/liveEventHub.ts';
import type { Actor } from '../repositories/audit.ts';
import { fileAt } from '../repositories/files.ts';
import {
  appliedReferences,
  countBatch,
  finishMassImport,
  startMassImport,
} from '../repositories/massImports.ts';
import type { Applier } from './applier.ts';
import { applyBatch, tryBatch } from './applyBatch.ts';
import { checkRows, type ValidRow } from './checkRows.ts';
import { storeDetails } from './detailsFile.ts';
import { readCsvRows } from './readCsv.ts';

const byRow = (a: RowProblem, b: RowProblem) => a.row - b.row;

/** The rows of the import file at the location; a missing one (or a ticket's) answers 404, another kind than CSV 400. */
async function rowsAt(fastify: FastifyInstance, fileLocation: string) {
  const file = await fileAt(fastify.db, fileLocation);
  const bytes = file && (await fastify.fileStorage.get(file.fileLocation));
  // A ticket's attachment is no import's file: its area is another's (migration 109).
  if (!file || !bytes || file.area !== 'import') {
    bytes?.destroy();
    throw new HttpError(404, 'error.notFound', 'No import file is kept at this location');
  }
  // The type names the charset the upload read it in (fileRules.ts, contentTypeOf).
  if (file.contentType.split(';')[0] !== FILE_KINDS.csv.contentType) {
    bytes.destroy();
    throw new HttpError(400, 'files.wrongType', 'An import reads a .csv file');
  }
  const read = await readCsvRows(bytes);
  if (!read.rows.length) throw new HttpError(400, 'imports.noRows', 'The file holds no row under its header');
  return { file, ...read };
}

/** One batch applied; a batch that fails is rolled back whole, its rows failed, the others still go. */
async function carryBatch<Input>(
  fastify: FastifyInstance,
  context: { importId: string; actor: Actor; applier: Applier<Input> },
  batch: readonly ValidRow<Input>[],
): Promise<RowProblem[]> {
  try {
    return await applyBatch(fastify.db, context, batch);
  } catch (error) {
    fastify.log.error({ err: error, importId: context.importId }, 'an import batch failed');
    await countBatch(fastify.db, context.importId, {
      processed: batch.length,
      success: 0,
      failed: batch.length,
      duplicates: 0,
    });
    return batch.map(({ row, reference }) => ({
      row,
      reference,
      field: 'reference',
      message: 'imports.batchFailed',
    }));
  }
}

/**
 * The valid rows in batches of at most IMPORT_BATCH_ROWS, as many at once as the writer allows
 * (each its own transaction, taken in file order), then the details file and Completed.
 */
async function carryOn<Input>(
  fastify: FastifyInstance,
  context: { importId: string; actor: Actor; applier: Applier<Input> },
  valid: readonly ValidRow<Input>[],
  problems: RowProblem[],
) {
  let next = 0;
  const worker = async () => {
    while (next < valid.length) {
      const from = next;
      next += IMPORT_BATCH_ROWS;
      problems.push(...(await carryBatch(fastify, context, valid.slice(from, next))));
      // Spec 4 Import status: the log shows each batch's progress as it lands.
      fastify.liveEvents.publish({ topic: 'imports', importId: context.importId });
    }
  };
  await Promise.all(Array.from({ length: context.applier.concurrentBatches ?? 1 }, worker));
  const details = problems.length
    ? await storeDetails(
        fastify.db,
        fastify.fileStorage,
        { fileName: `import-${context.importId}-details.csv`, actor: context.actor },
        problems.sort(byRow),
      )
    : null;
  await finishMassImport(fastify.db, context.actor, context.importId, details);
  announce({ topic: 'imports', importId: context.importId });
}

/**
 * Spec 7, Files and imports: a file checked row by row with the form's schema. A dry run answers the
 * row report (the writer's refusals too, its transaction rolled back) and writes nothing; a real run opens its log entry, answers its id at once and
 * carries on in this process (fastify.importRuns), batch by batch.
 */
export async function importFile<Input>(
  fastify: FastifyInstance,
  applier: Applier<Input>,
  { fileLocation, dryRun }: ImportRequest,
  actor: Actor,
): Promise<DryRunReport | { id: string; total: number }> {
  const { file, rows, encoding, separator } = await rowsAt(fastify, fileLocation);
  const { valid, problems } = checkRows(applier, rows);
  if (dryRun) {
    const applied = await appliedReferences(
      fastify.db,
      applier.type,
      valid.map(({ reference }) => reference),
    );
    const fresh = valid.filter(({ row, reference }) => {
      if (!applied.has(reference)) return true;
      problems.push({ row, reference, field: 'reference', message: 'imports.duplicate' });
      return false;
    });
    let refused = 0;
    for (let at = 0; at < fresh.length; at += IMPORT_BATCH_ROWS) {
      const refusals = await tryBatch(
        fastify.db,
        { actor, applier },
        fresh.slice(at, at + IMPORT_BATCH_ROWS),
      );
      refused += refusals.length;
      problems.push(...refusals);
    }
    return {
      encoding,
      separator,
      total: rows.length,
      valid: fresh.length - refused,
      problems: problems.sort(byRow),
    };
  }
  const importId = await startMassImport(fastify.db, actor, {
    type: applier.type,
    fileName: file.fileName,
    fileLocation,
    total: rows.length,
    refused: rows.length - valid.length,
  });
  announce({ topic: 'imports', importId });
  // Its own announcements, told when it finishes: the request's are told when it answers.
  const run = fastify.liveEvents
    .runTelling(() => carryOn(fastify, { importId, actor, applier }, valid, problems))
    .catch((error: unknown) => {
      // Left In Progress, its heartbeat ages and the log reads it Interrupted.
      fastify.log.error({ err: error, importId }, 'an import stopped');
    })
    .finally(() => fastify.importRuns.delete(run));
  fastify.importRuns.add(run);
  return { id: importId, total: rows.length };
}
