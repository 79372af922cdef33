import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

// French has English's keys, at every depth (tests/unit/i18n.test.ts), so it reads as English's shape.
const LANGUAGES = { en, fr: fr as unknown as typeof en };

/** A time with its zone's abbreviation: "4:39 p.m. PST" in English, "16 h 39 HNP" or "16:39 HNP" in French. */
const ZONED_TIME = {
  en: /\d{1,2}:\d{2}\s[ap]\.m\.\s[A-Z]{2,5}/,
  fr: /\d{1,2}(\s?h\s?|:)\d{2}\s[A-Z]{2,5}/,
} as const;

describe('spec 8 Payment: a declined payment says why (the browser journey)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  const journey = async (language: keyof typeof LANGUAGES) => {
    const { billing, payments, resources } = LANGUAGES[language];
    const words = billing.processPayment;
    await openSignedIn(page(), '/', 'sysadm@example.com');
    if (language === 'fr')
      await page()
        .getByRole('button', { name: /Switch language to FR/ })
        .click();
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.decliner);
    const reason = words.reasons.cardExpired.replace('%{expiry}', E2E_MEMBERS.decliner.cc_expiry);
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing`);
    await page().getByRole('button', { name: words.button, exact: true }).click();
    const dialog = page().getByRole('dialog', { name: words.title });
    await dialog.getByRole('button', { name: words.submit }).click();
    const alert = dialog.getByRole('alert');
    await poll(() => alert.textContent()).toContain(words.declined);
    expect(await alert.textContent()).toContain(reason);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    // The attempt is kept as an Unsuccessful payment: its page gives the reason, its time with its zone.
    await page().goto(`${baseUrl}/payments?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
    const manual = page().getByRole('row').filter({ hasText: payments.processTypes.Manual });
    await manual.first().waitFor();
    // On its first cell, the payment's number: a click in the row's middle may land on the member's link.
    await manual.first().locator('td').first().click();
    const facts = page().locator('dl').filter({ hasText: resources.payments.fields.declineReason }).first();
    await facts.waitFor();
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain(reason.split('. ')[0]);
    expect(text).toMatch(ZONED_TIME[language]);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  };

  it("keeps spec 8's text with the reason and what to do, and the payment page says the same, its time zoned", async () => {
    await journey('en');
  });

  it('says the same in French: the reason beside spec 8 French text, the time zoned', async () => {
    await journey('fr');
  });
});
