import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild } from '../../server/startup/webBuild.ts';
import { startProduct } from '../support/startProduct.ts';
import { noteSuiteProcess } from '../support/suiteTimes/suiteProcesses.ts';
import { E2E_WORKERS } from './workers.ts';
import { prepareData } from './fixtures.ts';

export interface E2eProduct {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    products: E2eProduct[];
  }
}

const SEED = 500;

/**
 * One running product per browser-suite worker, each on a database of its own, so two files
 * running at once never see each other's records (a count on the fleet dashboard, a member's
 * balance). Each test signs in on its own.
 */
export default async function setup(project: TestProject) {
  // The web app built once (on a fresh clone each product would build its own at start), while
  // the database is seeded once and copied: every product starts from the same rows.
  const seeded = await mkdtemp(join(tmpdir(), 'carshare-e2e-seeded-'));
  await Promise.all([ensureWebBuild(process.cwd(), pino({ level: 'warn' })), prepareData(seeded, SEED)]);
  const started = await Promise.all(
    Array.from({ length: E2E_WORKERS }, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'carshare-e2e-'));
      await cp(seeded, dataDir, { recursive: true });
      const product = await startProduct({ DATA_DIR: dataDir, SEED: String(SEED) });
      // Started by vitest itself, not a worker: its CPU is the browser suite's all the same.
      noteSuiteProcess(product.child.pid, 'suite:e2e');
      return { dataDir, product };
    }),
  );
  project.provide(
    'products',
    started.map(({ product }) => ({ baseUrl: product.baseUrl, dataDir: product.dataDir })),
  );
  return async () => {
    // Stopped together, as they were started: one product per worker.
    await Promise.all(
      started.map(async ({ dataDir, product }) => {
        await product.stop();
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
    await rm(seeded, { recursive: true, force: true });
  };
}
