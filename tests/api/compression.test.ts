import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../server/startup/precompress.ts';
import { createTestApp, type TestApp } from './testApp.ts';

/** A tiny web build: a script of repetitive code (as bundles are), an index page, an image. */
const script = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = () => ({ id: ${i}, label: 'item' });`,
).join('\n');
const page = `<!doctype html><html><head><title>Carshare</title><script type="module" src="/assets/app.js"></script></head><body>${'<div class="row"></div>'.repeat(100)}</body></html>`;

describe('issue 6 point 13: built assets are served precompressed', () => {
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
