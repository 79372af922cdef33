/**
 * `npm run bench:profile`: the profile opens of `npm run bench` alone, on
 * PGlite with the demo data (kept in data/bench-profile between runs). Prints the median and
 * writes bench/results/profileOpen.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { startProduct } from '../tests/support/startProduct.ts';
import { measureProfileOpens } from './profileOpens.ts';

const main = async () => {
  const loadBefore = loadavg()[0];
  const product = await startProduct({ DATA_DIR: 'data/bench-profile', SEED: '20000' });
  try {
    const figures = await measureProfileOpens(product.baseUrl);
    const loadAfter = loadavg()[0];
    console.log(
      `profile open (click → name and e-mail shown, Chromium): median ${figures.medianMs} ms, max ${figures.maxMs} ms ` +
        `over ${figures.opens} opens (target ${figures.targetMs} ms); load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
    );
    await mkdir('bench/results', { recursive: true });
    await writeFile(
      'bench/results/profileOpen.json',
      `${JSON.stringify({ date: new Date().toISOString(), command: 'npm run bench:profile', machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } }, seedMembers: 20000, engine: 'pglite', ...figures }, null, 2)}\n`,
    );
  } finally {
    await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
