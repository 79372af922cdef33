import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';

const I18N = join(import.meta.dirname, '../../i18n');

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const valueAt = (messages: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);

describe('spec 1: English by default, French on demand', () => {
  it('en and fr have exactly the same keys, at every depth', () => {
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
  });

  it('every text is a string in both languages; our texts keep the same placeholders', () => {
    for (const key of keysOf(en)) {
      const english = valueAt(en, key);
      const french = valueAt(fr, key);
      expect(typeof english, key).toBe('string');
      expect(typeof french, key).toBe('string');
      // react-admin's French drops some optional placeholders on purpose; ours must not.
      if (key.startsWith('ra.')) continue;
      const placeholders = (text: unknown) => (String(text).match(/%\{\w+\}/g) ?? []).sort();
      expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });

  it("spec 8: react-admin's save notices say the product's success text in both languages", () => {
    for (const messages of [en, fr])
      for (const notice of ['created', 'updated'])
        expect(valueAt(messages, `ra.notification.${notice}`), notice).toBe(
          valueAt(messages, 'app.notification.saved'),
        );
  });

  it('our own texts are translated, not copied', () => {
    const ours = keysOf(en).filter((key) => !key.startsWith('ra.'));
    const same = ours.filter((key) => valueAt(en, key) === valueAt(fr, key));
    // Words that are the same in both languages.
    expect(same.sort()).toEqual([
      'cars.detail.coordinates',
      'cars.fields.iccid',
      'cars.fields.imsi',
      'cars.fields.msisdn',
      'fleetDashboard.total',
      'imports.encodings.utf-8',
      'infleet.diagnostics.open',
      'notifications.title',
      'parking.fields.description',
      'parking.fields.latitude',
      'parking.fields.longitude',
      'profile.countries.CA',
      'reservations.fields.distance',
      'reservations.place.distance',
      'resources.customers.fields.accountSuspendStatus',
      'roles.areas.notifications',
      'tripDetail.cost.taxes',
      'tripDetail.cost.total',
      'tripDetail.facts.distance',
      'tripDetail.telemetry.columns.date',
      'tripDetail.telemetry.speed',
    ]);
  });

  // en.ts and fr.ts spread one file per area (README, Layout): a key two areas both held would
  // keep the last one's texts without a word.
  it('each language has the same area files, and each of its top-level keys comes from one of them', async () => {
    const areas = readdirSync(join(I18N, 'en')).sort();
    expect(readdirSync(join(I18N, 'fr')).sort()).toEqual(areas);
    for (const [language, merged] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const keys = await Promise.all(
        areas.map(async (area) => {
          const texts = ((await import(join(I18N, language, area))) as { default: object }).default;
          return Object.keys(texts);
        }),
      );
      const all = keys.flat();
      expect(
        all.filter((key, index) => all.indexOf(key) !== index),
        language,
      ).toEqual([]);
      expect(all.sort(), language).toEqual(
        Object.keys(merged)
          .filter((key) => key !== 'ra')
          .sort(),
      );
    }
  });
});
