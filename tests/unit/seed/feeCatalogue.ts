import { readFileSync } from 'node:fs';
import { toCents } from '../../../src/domain/money.ts';
import type { CatalogueFee } from '../../../server/seed/billingDemo.ts';

/**
 * The fee catalogue as migration 104 inserts it, read from the migration's text: the seed reads
 * it from the database, and the tests that plan the seed without one must not re-declare it.
 */
export const migrationFees = (): CatalogueFee[] => {
  const text = readFileSync(new URL('../../../server/db/migrations/104_ledger.sql', import.meta.url), 'utf8');
  return [...text.matchAll(/\('(\w+)', '(account|trip)', '[^']*', (\d+\.\d{2})\)/g)].map(
    ([, code, type, net]) => ({ code, type: type as CatalogueFee['type'], net: toCents(net) }),
  );
};
