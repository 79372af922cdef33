import type { FreeMinuteAdd } from '../../../src/domain/freeMinutes/freeMinute.ts';
import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { grantFreeMinutes } from '../../repositories/freeMinutes.ts';
import type { Applier } from '../applier.ts';
import { ROW_SCHEMAS } from '../rowSchemas.ts';

/**
 * Add Free Minutes (/freeminutes-massimport): a row is the free-minutes form, regions by id. Two
 * batches at once: a batch's time is mostly the database's, which a second connection overlaps
 * (bench/importScale.ts), and grants share no unique key (references are unique within a file).
 */
export const freeMinutesApplier: Applier<FreeMinuteAdd> = {
  type: 'addFreeMinutes',
  ...IMPORT_TEMPLATES.addFreeMinutes,
  rowSchema: ROW_SCHEMAS.addFreeMinutes,
  apply: (trx, actor, rows) => grantFreeMinutes(trx, actor, rows),
  concurrentBatches: 2,
};
