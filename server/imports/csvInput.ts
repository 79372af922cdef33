import { z } from 'zod';
import { REFERENCE_COLUMN } from '../../src/domain/imports/massImport.ts';
import type { CsvRow } from './applier.ts';

/** A list in one cell (a promotion's regions): its items between semicolons, as the templates write them. */
const LIST_SEPARATOR = ';';

/** How a list cell's items are sent: as text (region names) or as ids (numbers, as a form sends them). */
type ListKind = 'text' | 'ids';

const listItem = (item: string, kind: ListKind): string | number =>
  kind === 'ids' && /^\d+$/.test(item) ? Number(item) : item;

/**
 * A CSV row as its form would send it: the reference left out (it is the import's, not the
 * record's), cells trimmed, a blank one sent blank as the form sends an empty field, list cells split. The form's own schema then checks it, so a
 * row is refused field by field exactly as the form and the route refuse it.
 */
export const csvInput = <Output>(
  formSchema: z.ZodType<Output>,
  { lists = {} }: { lists?: Readonly<Record<string, ListKind>> } = {},
): z.ZodType<Output, CsvRow> =>
  z.preprocess((cells: CsvRow) => {
    const input: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(cells)) {
      const value = typeof cell === 'string' ? cell.trim() : cell;
      if (column === REFERENCE_COLUMN) continue;
      const kind = typeof value === 'string' ? lists[column] : undefined;
      input[column] = kind
        ? (value as string)
            .split(LIST_SEPARATOR)
            .map((item) => item.trim())
            .filter(Boolean)
            .map((item) => listItem(item, kind))
        : value;
    }
    return input;
  }, formSchema) as unknown as z.ZodType<Output, CsvRow>;
