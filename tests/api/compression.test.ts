import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSED_FROM_BYTES } from '../../server/plugins/external/jsonCompression.ts';
import { precompressDir } from '../../server/startup/precompress.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** A tiny web build: a script of repetitive code (as bundles are), an index page, an image. */
const script = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = () => ({ id: ${i}, label: 'item' });`,
).join('\n');
const page = `<!doctype html><html><head><title>Carshare</title><script type="module" src="/assets/app.js"></script></head><body>${'<div class="row"></div>'.repeat(100)}</body></html>`;

describe('built assets are served precompressed', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'carshare-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets', 'app.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(webRoot, 'index.html'), page);
    await precompressDir(webRoot);
    t = await createTestApp('pglite', { webRoot });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string, accept = '*/*') =>
    t.app.inject({ url, headers: { 'accept-encoding': encoding, accept } });

  it('the build step writes .br and .gz beside compressible files only', async () => {
    expect((await readdir(path.join(webRoot, 'assets'))).sort()).toEqual([
      'app.js',
      'app.js.br',
      'app.js.gz',
      'logo.png',
    ]);
  });

  it('a client accepting brotli gets content-encoding br, fewer bytes, the same script', async () => {
    const response = await get('/assets/app.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('gzip for a client without brotli, the plain file for one without either', async () => {
    const gz = await get('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('the sign-in page and the SPA fallback come compressed too', async () => {
    for (const url of ['/', '/index.html', '/customers/42/show']) {
      const response = await get(url, 'br', 'text/html');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
    }
  });
});

describe.each(engines)('JSON answers over 16 KB are compressed, on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    // 100 members make a 100-row page of some 25 KB, its first 25 rows about 6 KB.
    await sql`
      INSERT INTO customers (customer_number, first_name, last_name, email, home_city, home_province)
      SELECT 'Z' || n, 'Firstname' || n, 'Zipper' || lpad(n::text, 3, '0'),
             'member.zipper' || n || '@example.com', 'Montréal', 'QC'
      FROM generate_series(1, 100) AS n`.execute(t.db);
    await sql`
      INSERT INTO tickets (subject, details, department, priority, status, created_by)
      SELECT 'Card refused at the station, member asks for a refund ' || n, 'details', 'Member Services',
             'High', 'New', 'sysadm@example.com'
      FROM generate_series(1, 100) AS n`.execute(t.db);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...t.bearer({ groups: ['SYSADM'] }), ...headers } });
  const members = (count: number) => `/api/customer-process/searchCustomer?lastName=zipper&count=${count}`;

  it('a 100-row member page comes as brotli to a client taking gzip and br, the same JSON once decoded', async () => {
    const plain = await get(members(100));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSED_FROM_BYTES);
    expect(plain.json().data).toHaveLength(100);
    const response = await get(members(100), { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('gzip for a client taking only gzip, as it is for one refusing both', async () => {
    const plain = await get(members(100));
    const gz = await get(members(100), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await get(members(100), { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('the ticket search, written as text by the database, is compressed too', async () => {
    const plain = await get('/api/tickets?count=100');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSED_FROM_BYTES);
    const response = await get('/api/tickets?count=100', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('a 25-row page stays as it is', async () => {
    const response = await get(members(25), { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(COMPRESSED_FROM_BYTES);
    expect(response.json().data).toHaveLength(25);
  });

  it('a CSV export streams as it is', async () => {
    const response = await get(members(100), { 'accept-encoding': 'gzip, br', accept: 'text/csv' });
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
