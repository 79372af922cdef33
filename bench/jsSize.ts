import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface JsSize {
  firstPage: { raw: number; gzip: number; files: number };
  total: { raw: number; gzip: number; files: number };
}

const sizeOf = async (distDir: string, files: string[]) => {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip, files: files.length };
};

/** First page = the entry script and the modules index.html preloads; total = every JS file built. */
export const measureJsSize = async (distDir = 'dist'): Promise<JsSize> => {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const firstPage = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const all = (await readdir(join(distDir, 'assets')))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  return { firstPage: await sizeOf(distDir, firstPage), total: await sizeOf(distDir, all) };
};
