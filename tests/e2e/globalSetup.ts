import type { TestProject } from 'vitest/node';
import { startProduct } from '../support/startProduct.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    idpUrl: string;
    dataDir: string;
  }
}

/** One running product for the whole browser suite; each test signs in on its own. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  project.provide('idpUrl', product.idpUrl);
  project.provide('dataDir', product.dataDir);
  return () => product.stop();
}
