import { describe, expect, it } from 'vitest';
import {
  acceptedExtensions,
  checkUpload,
  contentMatches,
  fileKindByName,
  fileProblem,
  MAX_UPLOAD_BYTES,
} from '../../../src/domain/files/fileRules.ts';
import { FILE_NAME_MAX, storedFileName } from '../../../src/domain/files/files.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46);
const PDF = text('%PDF-1.4\n%âãÏÓ\n');

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
    expect(contentMatches('pdf', PDF)).toBe(true);
    expect(contentMatches('png', PNG)).toBe(true);
    expect(contentMatches('jpeg', JPEG)).toBe(true);
    expect(contentMatches('png', JPEG)).toBe(false);
    expect(contentMatches('pdf', text('PDF-1.4'))).toBe(false);
    expect(contentMatches('png', PNG.slice(0, 7))).toBe(false);
    expect(contentMatches('jpeg', text('<html>'))).toBe(false);
  });

  it('spec 5: a .csv or .txt is UTF-8 text without NUL bytes', () => {
    expect(contentMatches('csv', text('plate,reason\nABC 123,pneu crevé 🚗\n'))).toBe(true);
    expect(contentMatches('txt', bytes(0xef, 0xbb, 0xbf, 0x61))).toBe(true);
    expect(contentMatches('csv', bytes(0x63, 0x61, 0x66, 0xe9))).toBe(false); // Latin-1 "café"
    expect(contentMatches('txt', bytes(0x61, 0x00, 0x62))).toBe(false);
    expect(contentMatches('csv', PNG)).toBe(false);
    expect(contentMatches('txt', bytes(0xed, 0xa0, 0x80))).toBe(false); // an encoded surrogate
  });

  it('spec 5: the server check answers the kind, or why the file is refused', () => {
    expect(checkUpload({ name: 'scratch.png', bytes: PNG }, 'ticket')).toEqual({ kind: 'png' });
    expect(checkUpload({ name: 'scratch.png', bytes: text('not an image') }, 'ticket')).toEqual({
      problem: 'wrongType',
    });
    expect(checkUpload({ name: 'virus.exe', bytes: text('MZ') }, 'ticket')).toEqual({ problem: 'wrongType' });
    expect(checkUpload({ name: 'big.csv', bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1) }, 'ticket')).toEqual({
      problem: 'tooLarge',
    });
    expect(checkUpload({ name: 'scan.pdf', bytes: PDF }, 'csv')).toEqual({ problem: 'wrongType' });
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
