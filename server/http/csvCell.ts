/** What a CSV cell may hold: text, or a number or flag written as it is. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A formula's first character, after any blanks (a spreadsheet trims them before it reads
 * `=`), or a tab or carriage return first. papaparse's own pattern, `/^[=+\-@\t\r].*$/`,
 * misses a value holding a line break (`.` stops there) and one starting with spaces. The
 * fullwidth `＝ ＋ － ＠` count as their ASCII twins: a spreadsheet's input method (Excel's
 * in Japanese or Chinese) reads them as the same operators.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

/**
 * The cell as a CSV file carries it (docs/architecture.md, How data flows), inert in a spreadsheet.
 * Text a spreadsheet would run as a formula gets a leading single quote (OWASP's "CSV injection"
 * advice), whatever follows; numbers are the column's type and stay as they are, so a balance of -5
 * is written -5. Every CSV the product writes goes through this.
 */
export const inertCsvCell = (value: CsvValue): CsvValue =>
  typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
