/** Bulk load through COPY ... FORMAT csv: about four times faster than multi-row INSERTs (docs/architecture.md, Database notes). */

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const copySql = (table: string, columns: string[], source: string) =>
  `COPY ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')}) FROM ${source} WITH (FORMAT csv)`;

/**
 * One CSV field: null as empty and unquoted; numbers and booleans bare; text quoted so ''
 * stays an empty string (not null), with quotes doubled only when there are any — the seed
 * writes hundreds of thousands of fields and most have none.
 */
export const csvField = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return text.includes('"') ? `"${text.replace(/"/g, '""')}"` : `"${text}"`;
};

/** The rows as CSV text in chunks, so a large load never builds one giant string. */
export function* csvChunks(rows: unknown[][], rowsPerChunk = 5_000): Generator<string> {
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    let chunk = '';
    for (const row of rows.slice(start, start + rowsPerChunk)) chunk += `${row.map(csvField).join(',')}\n`;
    yield chunk;
  }
}

/** PGlite's COPY reads '/dev/blob': the CSV goes to its worker thread as one Blob, moved rather than copied. */
export const csvBlob = (rows: unknown[][]) => new Blob([...csvChunks(rows)], { type: 'text/csv' });
