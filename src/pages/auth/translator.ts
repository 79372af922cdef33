import type { TranslationMessages } from 'ra-core';

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * The signed-out pages' translate, read from the same messages as react-admin's (i18n/en.ts,
 * fr.ts) with polyglot's `%{name}` arguments and `_` default, without loading react-admin's
 * i18n machinery before sign-in. A missing key reads as itself, as with `allowMissing`.
 */
export const createTranslator =
  (messages: TranslationMessages): Translate =>
  (key, args = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        messages,
      );
    const text = typeof found === 'string' ? found : typeof args._ === 'string' ? args._ : key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
  };
