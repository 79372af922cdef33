import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { formatZonedDateTime } from '../../src/domain/formats.ts';
import type { PaymentDetail, PaymentSearchRow } from '../../src/domain/payments/paymentSearch.ts';
import { baseUrl } from './product.ts';

describe('the Payments screen', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'sysadm@example.com');
  });

  it("lists a member's payments by the member filter and opens one with its fields and trip", async () => {
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.payer);
    const [payment] = (
      await apiCall<Paginated<PaymentSearchRow>>(page(), `/api/payments?customerId=${customerId}`)
    ).data;
    if (!payment?.tripId) throw new Error(`fixture member ${customerId} has no payment settling a trip`);

    await page().goto(`${baseUrl}/payments`);
    await screenShows(page(), 'Payments');
    await page().getByRole('textbox', { name: 'Member' }).fill(String(customerId));
    await poll(() => new URL(page().url()).searchParams.get('filter')).toContain(String(customerId));
    const link = page().getByRole('link', { name: String(payment.id), exact: true });
    await link.waitFor();
    await poll(() => page().getByRole('row').count()).toBe(2); // the header and the member's one payment
    // Who paid, by number and name, leading to the profile.
    const memberLink = page().getByRole('link', {
      name: `${payment.member.customerNumber} · ${payment.member.fullName}`,
    });
    expect(await memberLink.getAttribute('href')).toBe(`/customer-profile/${customerId}`);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    await link.click();
    await poll(() => new URL(page().url()).pathname).toBe(`/payments/${payment.id}`);
    // One name for the page, its crumb's.
    await page()
      .getByRole('heading', { level: 1, name: `Payment #${payment.id}`, exact: true })
      .waitFor();
    const facts = page().locator('dl');
    await poll(() => facts.textContent()).toContain('ch_e2e_pays');
    const text = (await facts.textContent()) ?? '';
    for (const shown of ['$21.02', 'Success', 'Visa', '**** **** **** 4242', '08/29', 'Automatic'])
      expect(text).toContain(shown);
    await page()
      .getByRole('link', { name: `Trip #${payment.tripId}`, exact: true })
      .waitFor();
    const lines = page().getByRole('table', { name: 'What it pays' });
    expect(await lines.textContent()).toContain('$20.02');
    // Spec 3 Payment lines: the trip came from a reservation, its time in the car's zone, named.
    const [line] = (await apiCall<PaymentDetail>(page(), `/api/payments/${payment.id}`)).lines;
    if (!line?.reservedDateTime) throw new Error(`payment ${payment.id}'s trip records no reservation`);
    const columns = await lines.getByRole('columnheader').allTextContents();
    const reserved = await lines
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(columns.indexOf('Reserved'))
      .textContent();
    const oneSpace = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
    expect(oneSpace(reserved)).toBe(
      oneSpace(formatZonedDateTime(line.reservedDateTime, 'en', line.vehicleTimeZone ?? undefined)),
    );
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
