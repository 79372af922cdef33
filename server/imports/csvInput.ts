import { z } from 'zod';
import { REFERENCE_COLUMN } from '../../src/domain/imports/massImport.ts';
import type { CsvRow } from './applier.ts';

/** A list in one cell (a promotion's regions): its items between semicolons, as the templates write them. */
export const LIST_SEPARATOR = ';';

/**
 * A CSV row as its form would send it: the reference left out (it is the import's, not the
 * record's), blank cells absent, list cells split. The form's own schema then checks it, so a
 * row is refused field by field exactly as the form and the route refuse it.
 */
export const csvInput = <Output>(
  formSchema: z.ZodType<Output>,
  { lists = [] }: { lists?: readonly string[] } = {},
): z.ZodType<Output, CsvRow> =>
  z.preprocess((cells: CsvRow) => {
    const input: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(cells)) {
      const value = typeof cell === 'string' ? cell.trim() : cell;
      if (column === REFERENCE_COLUMN || !value) continue;
      input[column] = lists.includes(column)
        ? value
            .split(LIST_SEPARATOR)
            .map((item) => item.trim())
            .filter(Boolean)
        : value;
    }
    return input;
  }, formSchema) as unknown as z.ZodType<Output, CsvRow>;
