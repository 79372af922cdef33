import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import { readText, type TextEncoding } from '../../src/domain/files/fileRules.ts';
import { CSV_SEPARATORS, type CsvSeparator } from '../../src/domain/imports/massImport.ts';
import { HttpError } from '../http/httpError.ts';
import type { CsvRow } from './applier.ts';

const SEPARATOR_NAMES = new Map(
  Object.entries(CSV_SEPARATORS).map(([name, character]) => [character, name as CsvSeparator]),
);

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * The rows of an uploaded CSV under its header, as Excel and other programs save one (spec 5,
 * File upload): its encoding read by `readText` (a byte-order mark, the product's own templates'
 * too, is dropped there) and its separator guessed by papaparse among a comma, a semicolon
 * (French-locale Excel) and a tab (Excel's "Unicode text"). Blank lines are no rows; cells keep
 * their text as it is (the row's schema trims and coerces). The file is at most 1 MB, read whole.
 */
export async function readCsvRows(
  stream: Readable,
): Promise<{ rows: CsvRow[]; encoding: TextEncoding; separator: CsvSeparator }> {
  const read = readText(await bytesOf(stream));
  if ('refusal' in read) throw new HttpError(400, read.refusal, 'The file is no text: save it as CSV first');
  const { data, meta } = Papa.parse<CsvRow>(read.text, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: Object.values(CSV_SEPARATORS),
    transformHeader: (name) => name.trim(),
  });
  return { rows: data, encoding: read.encoding, separator: SEPARATOR_NAMES.get(meta.delimiter) ?? 'comma' };
}
