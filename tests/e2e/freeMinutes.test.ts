import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';
import type { FreeMinuteGrant } from '../../src/domain/freeMinutes/freeMinute.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';
const DAY = 86_400_000;
/** A day a month ahead, past in no zone. */
const IN_A_MONTH = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

/** Each expiry kind, with the minutes that tell its grant apart and the field it shows. */
const KINDS = [
  { kind: 'none', minutes: 11 },
  { kind: 'days', minutes: 12, days: '14' },
  { kind: 'date', minutes: 13, date: IN_A_MONTH },
] as const;

// French has English's keys, at every depth (tests/unit/i18n.test.ts), so it reads as English's shape.
const LANGUAGES = { en, fr: fr as unknown as typeof en };
/** A time followed by its zone's abbreviation: "8:39 a.m. PST", "8 h 39 HNP". */
const ZONED_TIME = { en: /[ap]\.m\.\s[A-Z]{3,4}\b/g, fr: /\d{1,2} h \d{2}\s[A-Z]{3,4}\b/g } as const;
type Language = keyof typeof LANGUAGES;

/** The words the journey reads, from the texts the screens show. */
const wordsOf = (language: Language) => {
  const { freeMinutes, ra } = LANGUAGES[language];
  return {
    empty: freeMinutes.list.empty,
    open: freeMinutes.add.open,
    title: freeMinutes.add.title,
    done: freeMinutes.add.done,
    reason: freeMinutes.fields.reason,
    goodwill: freeMinutes.reasons['Goodwill / Thank You'],
    minutes: freeMinutes.fields.freeMin,
    regions: freeMinutes.fields.regions,
    expiryDate: freeMinutes.fields.expiryDate,
    expiryDays: freeMinutes.fields.expiryDays,
    expiries: freeMinutes.expiries,
    save: ra.action.save,
    cancel: ra.action.cancel,
    invalidForm: ra.message.invalid_form,
  };
};

const grantsOf = async (page: Page, customerId: number) =>
  (await apiCall<Paginated<FreeMinuteGrant>>(page, `/api/customer-freeminute?customerId=${customerId}`)).data;

describe('Add free minutes with each expiry kind (spec 5 Free minutes form: the browser journey)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  const journey = async (language: Language, member: { customer_number: string }) => {
    const words = wordsOf(language);
    await openSignedIn(page(), '/', 'msa@example.com');
    if (language === 'fr')
      await page()
        .getByRole('button', { name: /Switch language to FR/ })
        .click();
    const customerId = await fixtureMemberId(page(), member);
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing&view=freeMinutes`);
    await page().getByText(words.empty).waitFor();
    await page().getByRole('button', { name: words.open }).click();
    const dialog = page().getByRole('dialog', { name: words.title });

    for (const grant of KINDS) {
      await dialog.getByRole('combobox', { name: new RegExp(words.reason) }).click();
      await page().getByRole('option', { name: words.goodwill, exact: true }).click();
      await dialog.getByRole('spinbutton', { name: new RegExp(words.minutes) }).fill(String(grant.minutes));
      await dialog.getByRole('combobox', { name: new RegExp(words.regions) }).click();
      await page().getByRole('option', { name: 'Vancouver' }).click();
      // Away from the open list of regions (Escape would close the dialog too).
      await dialog.getByRole('heading', { name: words.title }).click();
      // A date picked first, then left for the kind under test: what the kind hides is not sent.
      await dialog.getByRole('radio', { name: words.expiries.date }).check();
      await dialog.getByLabel(new RegExp(words.expiryDate)).fill(IN_A_MONTH);
      await dialog.getByRole('radio', { name: words.expiries[grant.kind] }).check();
      if ('days' in grant)
        await dialog.getByRole('spinbutton', { name: new RegExp(words.expiryDays) }).fill(grant.days);
      if ('date' in grant) await dialog.getByLabel(new RegExp(words.expiryDate)).fill(grant.date);
      await settled(page());
      expect(await seriousFindings(page())).toEqual([]);
      await dialog.getByRole('button', { name: words.save }).click();
      await page().getByText(words.done).first().waitFor();
      expect(await dialog.getByText(words.invalidForm).count()).toBe(0);
      // The form starts over for the next grant (spec 7, Free minute add: the form is reset).
      await poll(() => dialog.getByRole('spinbutton', { name: new RegExp(words.minutes) }).inputValue()).toBe(
        '',
      );
    }

    const byMinutes = new Map((await grantsOf(page(), customerId)).map((grant) => [grant.minutes, grant]));
    expect(byMinutes.get(11)?.expiresAt).toBeNull();
    const inDays = byMinutes.get(12)!;
    expect(Date.parse(inDays.expiresAt!) - Date.parse(inDays.grantedAt)).toBe(14 * DAY);
    // The end of the picked day in the member's zone: within a day of its UTC midnight.
    const onDate = Date.parse(byMinutes.get(13)!.expiresAt!);
    expect(Math.abs(onDate - Date.parse(`${IN_A_MONTH}T00:00:00Z`))).toBeLessThanOrEqual(2 * DAY);
    await dialog.getByRole('button', { name: words.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    const grants = page().getByRole('row').filter({ hasText: words.goodwill });
    await poll(() => grants.count()).toBe(3);
    // Spec 3: every time on screen names its zone; here the three granted times and two expiries.
    const zoned = (await grants.allInnerTexts()).join('\n').match(ZONED_TIME[language]);
    expect(zoned).toHaveLength(5);
    await settled(page());
    await page().screenshot({ path: `${SHOTS}/free-minutes-${language}.png` });
    expect(await seriousFindings(page())).toEqual([]);
  };

  it('as msa saves a grant of each expiry kind in English, the field the kind hides never failing the form', async () => {
    await journey('en', E2E_MEMBERS.granted);
  });

  it('as msa saves a grant of each expiry kind in French, each said in French', async () => {
    await journey('fr', E2E_MEMBERS.grantedInFrench);
  });
});
