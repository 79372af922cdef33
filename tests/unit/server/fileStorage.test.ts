import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../../server/http/contentDisposition.ts';
import { isFileLocation, localFileStorage, newFileLocation } from '../../../server/files/storage.ts';

describe('the local file store (server/files/storage.ts)', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'carshare-files-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('makes random locations of its own, in a month folder, with the checked kind’s extension', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const a = newFileLocation('jpeg', at);
    expect(a).toMatch(/^2026-11\/[0-9a-f]{32}\.jpg$/);
    expect(newFileLocation('jpeg', at)).not.toBe(a);
    expect(isFileLocation(a)).toBe(true);
    for (const bad of [
      '../x.csv',
      `2026-11/${'a'.repeat(32)}.csv/..`,
      `/2026-11/${'a'.repeat(32)}.csv`,
      '',
    ]) {
      expect(isFileLocation(bad)).toBe(false);
    }
  });

  it('puts, gets and removes, owner-only, and never replaces a location', async () => {
    const store = localFileStorage(path.join(root, 'files'));
    const location = newFileLocation('csv');
    await store.put(location, new TextEncoder().encode('a,b\n'), 'text/csv');
    expect(await text((await store.get(location))!)).toBe('a,b\n');
    expect((await stat(path.join(root, 'files', location))).mode & 0o777).toBe(0o600);
    await expect(store.put(location, new TextEncoder().encode('other'), 'text/csv')).rejects.toThrow();
    expect(await readFile(path.join(root, 'files', location), 'utf8')).toBe('a,b\n');
    expect(await readdir(path.dirname(path.join(root, 'files', location)))).toHaveLength(1);
    await store.remove(location);
    expect(await store.get(location)).toBeUndefined();
    await store.remove(location);
  });

  it('reads nothing outside its folder, whatever the location says', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    const store = localFileStorage(path.join(root, 'files'));
    expect(await store.get('../secret.txt')).toBeUndefined();
    expect(await store.get(path.join(root, 'secret.txt'))).toBeUndefined();
    await expect(store.put('../secret.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /Not a file location/,
    );
    await expect(store.remove('../secret.txt')).rejects.toThrow(/Not a file location/);
    expect(await readFile(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('Content-Disposition of a download (RFC 6266, RFC 5987)', () => {
  it('gives the UTF-8 name in filename* and a plain ASCII stand-in in filename', () => {
    expect(attachmentDisposition('report.pdf')).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(attachmentDisposition('Rapport d’état "final" 100%.pdf')).toBe(
      `attachment; filename="Rapport d__tat _final_ 100_.pdf"; ` +
        `filename*=UTF-8''Rapport%20d%E2%80%99%C3%A9tat%20%22final%22%20100%25.pdf`,
    );
    expect(attachmentDisposition("it's (1).png")).toBe(
      `attachment; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`,
    );
  });
});
