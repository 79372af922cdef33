import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18nProvider.ts';

/** A Storage double: the provider only reads and writes one key. */
const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('spec 1: English by default, French on demand, choice remembered', () => {
  it('starts in English and offers EN and FR', async () => {
    const i18n = await createI18nProvider(memoryStorage());
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('auth.invalidCredentials')).toBe('Invalid credentials. Please try again.');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'EN' },
      { locale: 'fr', name: 'FR' },
    ]);
  });

  it('loads French when asked and remembers the choice', async () => {
    const storage = memoryStorage();
    const i18n = await createI18nProvider(storage);
    await i18n.changeLocale('fr');
    expect(i18n.translate('auth.invalidCredentials')).toBe('Identifiants invalides. Veuillez réessayer.');
    expect(storage.getItem('carshare.locale')).toBe('fr');
  });

  it('starts in French when French was the last choice', async () => {
    const i18n = await createI18nProvider(memoryStorage({ 'carshare.locale': 'fr' }));
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('nav.members')).toBe('Membres');
  });
});
