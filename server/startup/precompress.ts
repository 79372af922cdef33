import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text-like files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm|ico|webmanifest)$/i;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Writes `name.br` and `name.gz` beside every compressible file of a web
 * build, at the strongest levels (done once per build, not per request); @fastify/static
 * serves them with `preCompressed`. A copy that is not smaller is not written. Returns the
 * bytes before and after, for the build's log.
 */
export async function precompressDir(dir: string) {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    totals.files += 1;
    totals.bytes += content.length;
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    totals.brotli += Math.min(br.length, content.length);
    totals.gzip += Math.min(gz.length, content.length);
  }
  return totals;
}

/** The Vite build step: precompresses the output directory once everything is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'carshare:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      const { files, bytes, brotli: br, gzip: gz } = await precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      console.info(`precompressed ${files} files: ${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
    },
  };
}
