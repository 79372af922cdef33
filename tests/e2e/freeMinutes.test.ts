import { describe, expect, it } from 'vitest';
import type { FreeMinuteGrant } from '../../src/domain/freeMinutes/freeMinute.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { poll, useSignedInPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

const DAY = 86_400_000;
/** A day a month ahead, past in no zone. */
const IN_A_MONTH = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

/** Each expiry kind, with the minutes that tell its grant apart and the field it shows. */
const KINDS = [
  { kind: 'No expiry', minutes: 11 },
  { kind: 'In a number of days', minutes: 12, days: '14' },
  { kind: 'On a date', minutes: 13, date: IN_A_MONTH },
] as const;

describe('Add free minutes with each expiry kind (spec 5 Free minutes form, what it must show: the browser journey)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('msa@example.com', {
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });

  it('as msa saves a grant of each expiry kind in English, the field the kind hides never failing the form', async () => {
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.granted);
    await page().goto(`${baseUrl}/customer-profile/${customerId}?tab=billing&view=freeMinutes`);
    await page().getByText('No free minutes granted to this member.').waitFor();
    await page().getByRole('button', { name: 'Add free minutes' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add free minutes' });

    for (const grant of KINDS) {
      await dialog.getByRole('combobox', { name: /Reason/ }).click();
      await page().getByRole('option', { name: 'Goodwill / Thank You', exact: true }).click();
      await dialog.getByRole('spinbutton', { name: /Minutes/ }).fill(String(grant.minutes));
      await dialog.getByRole('combobox', { name: /Regions/ }).click();
      await page().getByRole('option', { name: 'Vancouver' }).click();
      // Away from the open list of regions (Escape would close the dialog too).
      await dialog.getByRole('heading', { name: 'Add free minutes' }).click();
      // A date picked first, then left for the kind under test: what the kind hides is not sent.
      await dialog.getByRole('radio', { name: 'On a date' }).check();
      await dialog.getByLabel(/Expiry date/).fill(IN_A_MONTH);
      await dialog.getByRole('radio', { name: grant.kind }).check();
      if ('days' in grant) await dialog.getByRole('spinbutton', { name: /Days to expire/ }).fill(grant.days);
      if ('date' in grant) await dialog.getByLabel(/Expiry date/).fill(grant.date);
      await settled(page());
      expect(await seriousFindings(page())).toEqual([]);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page().getByText('Free minutes added').first().waitFor();
      expect(await dialog.getByText('The form is not valid').count()).toBe(0);
      // The form starts over for the next grant (spec 7, Free minute add: the form is reset).
      await poll(() => dialog.getByRole('spinbutton', { name: /Minutes/ }).inputValue()).toBe('');
    }

    const { data } = await apiCall<Paginated<FreeMinuteGrant>>(
      page(),
      `/api/customer-freeminute?customerId=${customerId}`,
    );
    const byMinutes = new Map(data.map((grant) => [grant.minutes, grant]));
    expect(byMinutes.get(11)?.expiresAt).toBeNull();
    const inDays = byMinutes.get(12)!;
    expect(Date.parse(inDays.expiresAt!) - Date.parse(inDays.grantedAt)).toBe(14 * DAY);
    // The end of the picked day in the member's zone: within a day of its UTC midnight.
    const onDate = Date.parse(byMinutes.get(13)!.expiresAt!);
    expect(Math.abs(onDate - Date.parse(`${IN_A_MONTH}T00:00:00Z`))).toBeLessThanOrEqual(2 * DAY);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const grants = page().getByRole('row').filter({ hasText: 'Goodwill / Thank You' });
    await poll(() => grants.count()).toBe(3);
    // Spec 3: every time on screen names its zone; here the three granted times and two expiries.
    const zoned = (await grants.allInnerTexts()).join('\n').match(/[ap]\.m\.\s[A-Z]{3,4}\b/g);
    expect(zoned).toHaveLength(5);
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });
});
