import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';

const DOMAIN = join(import.meta.dirname, '../../src/domain');
/** The namespaces whose keys the shared schemas hand to forms and API answers. */
const KEY = /'((?:validation|ticket|files|error)\.[A-Za-z.]+)'/g;

const has = (messages: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages) !==
  undefined;

describe('spec 5: a refused field shows a translated message', () => {
  it('every message key named in src/domain has an English and a French text', () => {
    const keys = new Set(
      readdirSync(DOMAIN)
        .filter((name) => name.endsWith('.ts'))
        .flatMap((name) => [...readFileSync(join(DOMAIN, name), 'utf8').matchAll(KEY)].map((m) => m[1]!)),
    );
    expect(keys.size).toBeGreaterThan(20);
    const missing = [...keys].filter((key) => !has(en, key) || !has(fr, key));
    expect(missing).toEqual([]);
  });
});
