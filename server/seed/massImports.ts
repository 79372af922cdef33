import type { Kysely } from 'kysely';
import type { ImportType } from '../../src/domain/imports/importValues.ts';
import type { RowProblem } from '../../src/domain/imports/massImport.ts';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { storeDetails } from '../imports/detailsFile.ts';
import type { Actor } from '../repositories/audit.ts';
import { DAY } from './time.ts';

interface SeedImport {
  type: ImportType;
  daysAgo: number;
  fileName: string;
  total: number;
  duplicates: number;
  problems: RowProblem[];
}

/** Finished imports, one with failed rows and its details file, so the Import Log is not empty on a fresh start. */
const SEED_IMPORTS: readonly SeedImport[] = [
  {
    type: 'addFreeMinutes',
    daysAgo: 9,
    fileName: 'goodwill-minutes.csv',
    total: 120,
    duplicates: 0,
    problems: [],
  },
  {
    type: 'createPromoCode',
    daysAgo: 4,
    fileName: 'spring-campaign-codes.csv',
    total: 40,
    duplicates: 0,
    problems: [
      { row: 7, reference: 'CRM-7', field: 'promoCode', message: 'promotions.errors.codeTaken' },
      {
        row: 18,
        reference: 'CRM-18',
        field: 'numberOfUses',
        message: 'validation.range',
        args: { min: 1, max: 999 },
      },
      { row: 33, reference: 'CRM-33', field: 'startDate', message: 'validation.required' },
    ],
  },
  {
    type: 'applyPromoCode',
    daysAgo: 1,
    fileName: 'partner-signups.csv',
    total: 25,
    duplicates: 3,
    problems: [],
  },
];

/**
 * The demo's Import Log. `storage` keeps the details file; without one (a test's seed) the
 * entry lists its failures in its counts only.
 */
export async function seedMassImports(
  db: Kysely<Database>,
  { now, staff, storage }: { now: number; staff: Actor; storage?: FileStorage },
) {
  for (const entry of SEED_IMPORTS) {
    const startedAt = new Date(now - entry.daysAgo * DAY);
    const details =
      storage && entry.problems.length
        ? await storeDetails(
            db,
            storage,
            { fileName: `${entry.fileName.replace(/\.csv$/, '')}-details.csv`, actor: staff },
            entry.problems,
          )
        : undefined;
    const failed = new Set(entry.problems.map(({ row }) => row)).size;
    await db
      .insertInto('mass_imports')
      .values({
        type: entry.type,
        status: 'completed',
        started_at: startedAt,
        finished_at: new Date(startedAt.getTime() + 4_000),
        heartbeat_at: new Date(startedAt.getTime() + 4_000),
        file_name: entry.fileName,
        total: entry.total,
        processed: entry.total,
        success: entry.total - failed - entry.duplicates,
        failed,
        duplicates: entry.duplicates,
        details_location: details ?? null,
        staff_id: staff.staffId,
        staff_name: staff.name,
      })
      .execute();
  }
}
