import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { ImportType } from '../../src/domain/imports/importValues.ts';
import type { RowOutcome } from '../../src/domain/imports/rowOutcome.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../repositories/audit.ts';

/** One CSV row as papaparse reads it under its header: every cell is text. */
export type CsvRow = Record<string, string | undefined>;

/**
 * What a mass import of one type needs (spec 7, Files and imports): its template's columns and example
 * row (src/domain/imports/templates.ts), the schema turning a CSV row into its batch writer's
 * input (built from the form's own schema, so a row is refused exactly as the form would), and
 * the batch writer, called inside the batch's transaction.
 */
export interface Applier<Input = unknown> {
  type: ImportType;
  columns: readonly string[];
  example: Readonly<Record<string, string>>;
  rowSchema: z.ZodType<Input, CsvRow>;
  apply(trx: Transaction<Database>, actor: Actor, rows: Input[]): Promise<RowOutcome[]>;
  /**
   * How many of its batches may run at once, each in its own transaction (1 unless said).
   * Only a writer whose batches cannot wait on each other's rows in a cycle says more: one
   * inserting rows no unique key ties together (free minutes), not one claiming codes.
   */
  concurrentBatches?: number;
}
