import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../support/startProduct.ts';
import { prepareData } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idpUrl: string;
    dataDir: string;
  }
}

const SEED = 500;

/** One running product for the whole browser suite; each test signs in on its own. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'carshare-e2e-'));
  await prepareData(dataDir, SEED);
  const product = await startProduct({ DATA_DIR: dataDir, SEED: String(SEED) });
  project.provide('baseUrl', product.baseUrl);
  project.provide('idpUrl', product.idpUrl);
  project.provide('dataDir', product.dataDir);
  return async () => {
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
