import { inject } from 'vitest';

/** The product of this worker (VITEST_POOL_ID counts from 1): its files never share a database. */
const products = inject('products');
const product = products[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % products.length]!;

export const baseUrl = product.baseUrl;
export const dataDir = product.dataDir;
