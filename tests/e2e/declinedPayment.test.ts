import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

describe('spec 8 Payment: a declined payment says why (the browser journey)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it("keeps spec 8's text with the reason and what to do, and the payment page says the same, its time zoned", async () => {
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.decliner);
    const expiry = E2E_MEMBERS.decliner.cc_expiry;
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing`);
    await page().getByRole('button', { name: 'Process payment', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Process payment' });
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    const alert = dialog.getByRole('alert');
    await poll(() => alert.textContent()).toContain('Unable to process payment. Try again later.');
    expect(await alert.textContent()).toContain(
      `The card on file expired (${expiry}). Ask the member for a new card, save it under Payment information, then process the payment again.`,
    );
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    // The attempt is kept as an Unsuccessful payment: its page gives the reason, its time with its zone.
    await page().goto(`${baseUrl}/payments?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
    const manual = page().getByRole('row').filter({ hasText: 'Manual' });
    await manual.first().waitFor();
    await manual.first().click();
    const facts = page().locator('dl');
    await poll(() => facts.textContent()).toContain('Why it was declined');
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain(`The card on file expired (${expiry}).`);
    expect(text).toMatch(/\d{1,2}:\d{2}\s[ap]\.m\.\s[A-Z]{2,5}/);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
