import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

const products = inject('products');
const CLAIM = 'e2e-worker.pid';
const CLAIM_WAIT_MS = 120_000;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the product for this worker process, unless a live one holds it. The claim is a file
 * linked in whole (never seen half-written); a dead holder's claim is taken over.
 */
const claim = (dataDir: string): boolean => {
  const file = join(dataDir, CLAIM);
  const mine = join(dataDir, `${CLAIM}.${process.pid}`);
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, file);
    process.once('exit', () => rmSync(file, { force: true }));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder === process.pid) return true;
    if (alive(holder)) return false;
    rmSync(file, { force: true });
    return claim(dataDir);
  } finally {
    rmSync(mine, { force: true });
  }
};

/**
 * The product of this worker, its own while the worker lives: two files running at once never
 * share a database, nor an account's sessions (a sign-out ends every earlier session of its
 * user). VITEST_POOL_ID (from 1) says which to try first; the claim makes sure.
 */
const claimProduct = async () => {
  const first = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    for (let i = 0; i < products.length; i++) {
      const product = products[(first + i) % products.length]!;
      if (claim(product.dataDir)) return product;
    }
    // A worker of the last file is still exiting: its product frees itself then.
    if (Date.now() > deadline) throw new Error(`no e2e product free after ${CLAIM_WAIT_MS} ms`);
    await sleep(250);
  }
};

const product = await claimProduct();

export const baseUrl = product.baseUrl;
export const dataDir = product.dataDir;
