import { z } from 'zod';
import { TEXT_ENCODINGS } from '../files/fileRules.ts';
import { fileDownloadQuery } from '../files/files.ts';
import { pageQuery, paginated } from '../pagination.ts';
import {
  IMPORT_STATUSES,
  IMPORT_TYPES,
  INTERRUPTED_AFTER_MS,
  type ImportStatus,
  type ImportType,
} from './importValues.ts';

/** Spec 7, Files and imports: the path each import type posts to. */
export const IMPORT_PATHS: Record<ImportType, string> = {
  createPromoCode: '/promotions-massimport',
  addFreeMinutes: '/freeminutes-massimport',
  applyPromoCode: '/applypromo-massimport',
};

/** Every row names its source system's id in this column; re-running a file applies each once (README, Interrupted is read, never written). */
export const REFERENCE_COLUMN = 'reference';
export const REFERENCE_MAX = 100;

/** POST to an import path: the location /files/upload answered, and whether only to check it. */
export const importRequest = z.object({
  fileLocation: fileDownloadQuery.shape.fileLocation,
  dryRun: z.boolean({
    error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid'),
  }),
});
export type ImportRequest = z.infer<typeof importRequest>;

/** Why one row of a file is refused: its 1-based row number below the header, the field and the message key. */
export const rowProblem = z.object({
  row: z.number().int().min(1),
  reference: z.string().optional(),
  field: z.string(),
  message: z.string().describe('an i18n key, e.g. validation.required or imports.duplicate'),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type RowProblem = z.infer<typeof rowProblem>;

/**
 * The separators a file's columns are guessed between (spec 5, File upload): a comma, the
 * semicolon French-locale Excel writes, the tab of Excel's "Unicode text".
 */
const CSV_SEPARATOR_NAMES = ['comma', 'semicolon', 'tab'] as const;
export type CsvSeparator = (typeof CSV_SEPARATOR_NAMES)[number];
export const CSV_SEPARATORS: Record<CsvSeparator, string> = { comma: ',', semicolon: ';', tab: '\t' };

/**
 * What a dry run answers: how the file was read (its encoding and separator, so staff see an
 * Excel file was understood), the rows it read, how many would go, and each refused row.
 */
export const dryRunReport = z.object({
  encoding: z.enum(TEXT_ENCODINGS),
  separator: z.enum(CSV_SEPARATOR_NAMES),
  total: z.number().int(),
  valid: z.number().int(),
  problems: z.array(rowProblem),
});
export type DryRunReport = z.infer<typeof dryRunReport>;

/** What a real run answers at once (202): the log entry it carries on under. */
export const importStarted = z.object({ id: z.string(), total: z.number().int() });

/** Spec 3, Mass import log entry. */
export const massImportEntry = z.object({
  id: z.string(),
  startedAt: z.string().describe('ISO date-time'),
  finishedAt: z.string().nullable(),
  type: z.enum(IMPORT_TYPES),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string().nullable(),
  total: z.number().int(),
  processed: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  duplicates: z.number().int(),
  staffName: z.string().nullable(),
  detailsLocation: z.string().nullable().describe('GET /files?fileLocation=… : the failed rows and why'),
});
export type MassImportEntry = z.infer<typeof massImportEntry>;

/**
 * Spec 4, Import status: a file run again whose every row was applied before (each a
 * duplicate, never applied twice) did nothing, and says so rather than "0 applied, 0 failed".
 */
export const allAppliedBefore = ({ total, duplicates }: Pick<MassImportEntry, 'total' | 'duplicates'>) =>
  total > 0 && duplicates === total;
export const massImportList = paginated(massImportEntry);
export const massImportListQuery = z.object(pageQuery);

export const importTemplateQuery = z.object({ type: z.enum(IMPORT_TYPES, { error: 'validation.invalid' }) });

/**
 * Spec 4, Import status: an In Progress import whose heartbeat is older than
 * INTERRUPTED_AFTER_MS reads Interrupted. Read, never stored: another server instance may
 * still be running it, so nothing sweeps it at start-up.
 */
export const importStatusOf = (stored: string, heartbeatAt: Date, now: Date): ImportStatus =>
  stored === 'inProgress' && now.getTime() - heartbeatAt.getTime() > INTERRUPTED_AFTER_MS
    ? 'interrupted'
    : (stored as ImportStatus);
