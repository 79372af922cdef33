import { REFERENCE_COLUMN, REFERENCE_MAX, type RowProblem } from '../../src/domain/imports/massImport.ts';
import { isStorableText, messageOf } from '../../src/domain/validation.ts';
import type { Applier, CsvRow } from './applier.ts';

/** A row the form's schema accepts: its number in the file, its reference and the writer's input. */
export interface ValidRow<Input> {
  row: number;
  reference: string;
  input: Input;
}

const referenceProblem = (reference: string): string | undefined => {
  if (!reference) return 'validation.required';
  if (reference.length > REFERENCE_MAX) return 'validation.maxLength';
  return isStorableText(reference) ? undefined : 'validation.characters';
};

/**
 * Every row checked as its form checks it (the applier's schema), with its reference required
 * and named once in the file: a second row with one reference is a duplicate, never applied.
 */
export function checkRows<Input>(
  applier: Applier<Input>,
  rows: readonly CsvRow[],
): { valid: ValidRow<Input>[]; problems: RowProblem[] } {
  const valid: ValidRow<Input>[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const reference = (cells[REFERENCE_COLUMN] ?? '').trim();
    const refused = referenceProblem(reference);
    if (refused) {
      problems.push({
        row,
        field: REFERENCE_COLUMN,
        message: refused,
        ...(refused === 'validation.maxLength' ? { args: { max: REFERENCE_MAX } } : {}),
      });
      return;
    }
    if (seen.has(reference)) {
      problems.push({ row, reference, field: REFERENCE_COLUMN, message: 'imports.duplicate' });
      return;
    }
    seen.add(reference);
    const parsed = applier.rowSchema.safeParse(cells);
    if (parsed.success) {
      valid.push({ row, reference, input: parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const { message, args } = messageOf(issue);
      problems.push({
        row,
        reference,
        field: issue.path.join('.') || REFERENCE_COLUMN,
        message,
        ...(args ? { args } : {}),
      });
    }
  });
  return { valid, problems };
}
