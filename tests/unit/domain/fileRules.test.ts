import { describe, expect, it } from 'vitest';
import {
  acceptedExtensions,
  checkUpload,
  fileKindByName,
  fileProblem,
  MAX_UPLOAD_BYTES,
  readText,
} from '../../../src/domain/files/fileRules.ts';
import { FILE_NAME_MAX, storedFileName } from '../../../src/domain/files/files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46);
const PDF = text('%PDF-1.4\n%âãÏÓ\n');
/** The first bytes of an .xlsx: a zip's local file header. */
const XLSX = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00);

describe('spec 5 "File upload": the kinds a ticket takes, by name', () => {
  it('spec 5: a ticket takes .csv and .txt, and photos and PDFs too (README, Departures)', () => {
    expect(acceptedExtensions('ticket')).toEqual(['.csv', '.txt', '.pdf', '.png', '.jpg', '.jpeg']);
    expect(fileKindByName('Damage.JPEG', 'ticket')).toBe('jpeg');
    expect(fileKindByName('photo.jpg', 'ticket')).toBe('jpeg');
    expect(fileKindByName('report.pdf', 'ticket')).toBe('pdf');
    expect(fileKindByName('setup.exe', 'ticket')).toBeNull();
    expect(fileKindByName('photo.png.exe', 'ticket')).toBeNull();
    expect(fileKindByName('pdf', 'ticket')).toBeNull();
  });

  it('spec 5: the imports keep their own kinds: .csv, and .txt for the home zone import', () => {
    expect(acceptedExtensions('csv')).toEqual(['.csv']);
    expect(fileKindByName('scan.pdf', 'csv')).toBeNull();
    expect(fileKindByName('zone.txt', 'txt')).toBe('txt');
  });

  it('spec 5 and 9: one file at a time, at most 1 MB, and not empty', () => {
    expect(fileProblem([{ name: 'a.png', size: MAX_UPLOAD_BYTES }], 'ticket')).toBeNull();
    expect(fileProblem([{ name: 'a.png', size: MAX_UPLOAD_BYTES + 1 }], 'ticket')).toBe('tooLarge');
    expect(fileProblem([{ name: 'a.png', size: 0 }], 'ticket')).toBe('empty');
    expect(fileProblem([{ name: 'a.gif', size: 10 }], 'ticket')).toBe('wrongType');
    expect(
      fileProblem(
        [
          { name: 'a.png', size: 1 },
          { name: 'b.png', size: 1 },
        ],
        'ticket',
      ),
    ).toBe('onlyOne');
  });
});

describe('spec 5 "File upload": the type is checked by content as well as by name', () => {
  it('spec 5: a PDF, PNG or JPEG starts with its signature', () => {
    expect(checkUpload({ name: 'a.pdf', bytes: PDF }, 'ticket')).toEqual({
      kind: 'pdf',
      contentType: 'application/pdf',
    });
    expect(checkUpload({ name: 'a.png', bytes: PNG }, 'ticket')).toEqual({
      kind: 'png',
      contentType: 'image/png',
    });
    expect(checkUpload({ name: 'a.jpg', bytes: JPEG }, 'ticket')).toEqual({
      kind: 'jpeg',
      contentType: 'image/jpeg',
    });
    const wrongType = { problem: 'wrongType', messageKey: 'files.wrongType' };
    expect(checkUpload({ name: 'a.png', bytes: JPEG }, 'ticket')).toEqual(wrongType);
    expect(checkUpload({ name: 'a.pdf', bytes: text('PDF-1.4') }, 'ticket')).toEqual(wrongType);
    expect(checkUpload({ name: 'a.png', bytes: PNG.slice(0, 7) }, 'ticket')).toEqual(wrongType);
    expect(checkUpload({ name: 'a.jpeg', bytes: text('<html>') }, 'ticket')).toEqual(wrongType);
    expect(checkUpload({ name: 'virus.exe', bytes: text('MZ') }, 'ticket')).toEqual(wrongType);
  });

  it("spec 5: a file of the wrong type is told the kinds its own upload takes (an import's: .csv)", () => {
    expect(checkUpload({ name: 'scan.pdf', bytes: PDF }, 'csv')).toEqual({
      problem: 'wrongType',
      messageKey: 'files.wrongTypeCsv',
    });
    expect(checkUpload({ name: 'zone.kml', bytes: text('x') }, 'txt')).toMatchObject({
      messageKey: 'files.wrongTypeTxt',
    });
    expect(checkUpload({ name: 'big.csv', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }, 'ticket')).toEqual({
      problem: 'tooLarge',
      messageKey: 'files.tooLarge',
    });
  });

  it('spec 5 and 9: the 1 MB counts the bytes sent, so UTF-16 text of half a million characters is the most that goes', () => {
    // "AAA…" in UTF-16 LE after its byte-order mark: two bytes a character.
    const utf16 = (characters: number) => {
      const file = new Uint8Array(2 + characters * 2);
      file.set([0xff, 0xfe]);
      for (let at = 2; at < file.length; at += 2) file[at] = 0x41;
      return file;
    };
    expect(checkUpload({ name: 'a.csv', bytes: utf16((MAX_UPLOAD_BYTES - 2) / 2) }, 'csv')).toEqual({
      kind: 'csv',
      contentType: 'text/csv; charset=utf-16le',
    });
    expect(checkUpload({ name: 'a.csv', bytes: utf16(MAX_UPLOAD_BYTES / 2) }, 'csv')).toMatchObject({
      problem: 'tooLarge',
    });
  });

  it('spec 5: a .csv or .txt is kept with the charset it was read in, and one that is no text is told what it is', () => {
    expect(
      checkUpload({ name: 'a.csv', bytes: text('plate,reason\nABC 123,pneu crevé 🚗\n') }, 'csv'),
    ).toEqual({
      kind: 'csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(checkUpload({ name: 'notes.txt', bytes: bytes(0x63, 0x61, 0x66, 0xe9) }, 'ticket')).toEqual({
      kind: 'txt',
      contentType: 'text/plain; charset=windows-1252',
    });
    expect(checkUpload({ name: 'rows.csv', bytes: XLSX }, 'csv')).toEqual({
      problem: 'unreadable',
      messageKey: 'files.unreadable.workbook',
    });
    expect(checkUpload({ name: 'rows.csv', bytes: PNG }, 'csv')).toEqual({
      problem: 'unreadable',
      messageKey: 'files.unreadable.binary',
    });
  });
});

describe('spec 5 "File upload": a text file is read as Excel and other programs save it', () => {
  // "Montréal € ’ “ ”" as Excel's "CSV (Comma delimited)" writes it on a Windows in Canada.
  const WINDOWS_1252 = bytes(
    0x4d,
    0x6f,
    0x6e,
    0x74,
    0x72,
    0xe9,
    0x61,
    0x6c,
    0x20,
    0x80,
    0x20,
    0x92,
    0x20,
    0x93,
    0x20,
    0x94,
  );
  const SAMPLE = 'Montréal € ’ “ ”';
  const utf16le = (value: string) => {
    const units = [...value].flatMap((c) => {
      const code = c.charCodeAt(0);
      return [code & 0xff, code >> 8];
    });
    return bytes(0xff, 0xfe, ...units);
  };

  it('spec 5: without a byte-order mark and not UTF-8, it is Windows-1252, so €, ’ and “ ” are kept (ISO-8859-1 would lose them)', () => {
    expect(readText(WINDOWS_1252)).toEqual({ text: SAMPLE, encoding: 'windows-1252' });
  });

  it('spec 5: a UTF-16 LE byte-order mark (Excel\'s "Unicode text") names UTF-16, the mark dropped', () => {
    expect(readText(utf16le(`reference\tregions\r\n${SAMPLE}\t1\r\n`))).toEqual({
      text: `reference\tregions\r\n${SAMPLE}\t1\r\n`,
      encoding: 'utf-16le',
    });
    expect(readText(bytes(0xfe, 0xff, 0x00, 0xe9))).toEqual({ text: 'é', encoding: 'utf-16be' });
  });

  it('spec 5: a UTF-8 byte-order mark (Excel\'s "CSV UTF-8", the product\'s templates) names UTF-8, the mark dropped', () => {
    expect(readText(bytes(0xef, 0xbb, 0xbf, ...text(SAMPLE)))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
  });

  it('spec 5: valid UTF-8 without a mark is UTF-8', () => {
    expect(readText(text(SAMPLE))).toEqual({ text: SAMPLE, encoding: 'utf-8' });
    expect(readText(text('reference;customerNumber\n'))).toEqual({
      text: 'reference;customerNumber\n',
      encoding: 'utf-8',
    });
  });

  it('spec 5: a workbook renamed .csv (.xlsx starts PK\\x03\\x04, .xls is an OLE file) is told to be saved as CSV first', () => {
    expect(readText(XLSX)).toEqual({ refusal: 'files.unreadable.workbook' });
    expect(readText(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toEqual({
      refusal: 'files.unreadable.workbook',
    });
  });

  it('spec 5: NUL or other control bytes outside UTF-16 are binary data, not text', () => {
    expect(readText(bytes(0x61, 0x00, 0x62))).toEqual({ refusal: 'files.unreadable.binary' });
    expect(readText(PNG)).toEqual({ refusal: 'files.unreadable.binary' });
    // UTF-16 without its byte-order mark: every other byte is NUL.
    expect(readText(utf16le('abc').slice(2))).toEqual({ refusal: 'files.unreadable.binary' });
    // A broken surrogate after a UTF-16 mark.
    expect(readText(bytes(0xff, 0xfe, 0x00, 0xd8))).toEqual({ refusal: 'files.unreadable.binary' });
  });
});

describe('the name a file is kept under', () => {
  it('keeps the last segment of a sent path, without control or direction marks', () => {
    expect(storedFileName('C:\\Users\\sam\\Desktop\\scratch.png')).toBe('scratch.png');
    expect(storedFileName('../../etc/passwd')).toBe('passwd');
    expect(storedFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(storedFileName('a\u0000b\r\n.csv')).toBe('ab.csv');
    expect(storedFileName('  /  ')).toBe('');
    expect(storedFileName('photo \uD800.png')).toBe('photo \uFFFD.png');
  });

  it('cuts a long name to FILE_NAME_MAX, keeping the extension and whole characters', () => {
    const long = `${'é'.repeat(300)}.jpeg`;
    const kept = storedFileName(long);
    expect(kept).toHaveLength(FILE_NAME_MAX);
    expect(kept.endsWith('é.jpeg')).toBe(true);
    const emoji = storedFileName(`${'😀'.repeat(200)}.png`);
    expect(emoji.endsWith('.png')).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
