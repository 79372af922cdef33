import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSummary } from '../../src/domain/customers/accountSummary.ts';
import type { ActiveAlert } from '../../src/domain/customers/alert.ts';
import { todayIn } from '../../src/domain/customers/alertExpiry.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** Types a day into the date picker's sections (year, month, day) in the dialog. */
const typeDay = async (page: Page, day: string) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
};

/** A calendar day `days` after today in `zone`. */
const dayFromToday = (zone: string, days: number) => {
  const [y, m, d] = todayIn(zone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('member account summary, its modals and the alert (spec 2 Customer profile and Modals)', () => {
  const page = useBrowserPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
  });

  const openProfile = async (id: number, tab?: string) => {
    await page().goto(`${baseUrl}/customer-profile/${id}${tab ? `?tab=${tab}` : ''}`);
  };

  it('refuses an alert ending in the past, shows one ending in the future on every tab, and removes it', async () => {
    const id = await fixtureMemberId(page(), E2E_MEMBERS.alert);
    const { alert, timeZone } = await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`);
    expect(alert).toBeNull();
    const message = `Verify the member's identity before any refund (${Date.now()})`;

    await openProfile(id);
    await page().getByRole('button', { name: 'Add alert' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add alert' });
    await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
    await typeDay(page(), dayFromToday(timeZone, -1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be a future date').waitFor();
    expect((await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`)).alert).toBeNull();

    await typeDay(page(), dayFromToday(timeZone, 7));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const banner = page().getByRole('alert').filter({ hasText: message });
    await banner.waitFor();
    await poll(() => page().getByRole('button', { name: 'Add alert' }).count()).toBe(0);
    expect(await seriousFindings(page())).toEqual([]);

    // Above the tabs: it stays on every tab, and after a reload.
    await openProfile(id, 'activity');
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Remove alert' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page().getByRole('button', { name: 'Add alert' }).waitFor();
    expect((await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`)).alert).toBeNull();
  });

  it('in French, removing an alert asks first; the question and the banner pass axe', async () => {
    const id = await fixtureMemberId(page(), E2E_MEMBERS.alert);
    const { alert, timeZone } = await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`);
    const message = alert?.message ?? `Vérifier l'identité du membre (${Date.now()})`;
    if (!alert)
      await apiCall(page(), `/api/customer-process/alertNote/${id}`, {
        method: 'POST',
        body: { message, expiryDate: dayFromToday(timeZone, 3) },
      });
    await page().evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await openProfile(id);
    const banner = page().getByRole('alert').filter({ hasText: message });
    await banner.getByRole('button', { name: "Retirer l'alerte" }).click();
    const question = page().getByRole('dialog', { name: "Retirer l'alerte" });
    await question.getByText("Retirer cette alerte? Elle ne s'affichera plus au profil du membre.").waitFor();
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
    // Cancelled, the alert stays.
    await question.getByRole('button', { name: 'Annuler' }).click();
    await poll(() => question.count()).toBe(0);
    expect(
      (await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`)).alert,
    ).not.toBeNull();

    await banner.getByRole('button', { name: "Retirer l'alerte" }).click();
    await question.getByRole('button', { name: 'Confirmer' }).click();
    await page().getByRole('button', { name: 'Ajouter une alerte' }).waitFor();
    expect((await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${id}`)).alert).toBeNull();
    // The profile refetched: axe reads the screen once nothing is loading.
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('refuses to close an account with an outstanding balance, giving the reason', async () => {
    const id = await fixtureMemberId(page(), E2E_MEMBERS.owing);
    const before = await apiCall<AccountSummary>(page(), `/api/customer-process/accountSummary/${id}`);
    expect(before).toMatchObject({ accountStatus: 'ACTIVE', outstandingBalance: 42.5 });

    await openProfile(id);
    const summary = page().getByRole('region', { name: 'Account summary' });
    await summary.getByRole('button', { name: 'Change account status', exact: true }).click();
    const dialog = page().getByRole('dialog', { name: 'Account status' });
    await dialog.getByRole('combobox').click();
    await page().getByRole('option', { name: 'Closed' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The account cannot be closed while a balance is outstanding.').waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const after = await apiCall<AccountSummary>(page(), `/api/customer-process/accountSummary/${id}`);
    expect(after.accountStatus).toBe('ACTIVE');
  });

  it('refuses an RFID another member holds, naming that member', async () => {
    const targetId = await fixtureMemberId(page(), E2E_MEMBERS.rfidFree);
    const { rfid_number: rfidNumber } = E2E_MEMBERS.rfidHolder;
    expect(
      (await apiCall<AccountSummary>(page(), `/api/customer-process/accountSummary/${targetId}`)).rfidNumber,
    ).toBeNull();

    await openProfile(targetId);
    await page()
      .getByRole('region', { name: 'Account summary' })
      .getByRole('button', { name: 'Assign' })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Assign RFID' });
    await dialog.getByRole('textbox', { name: /RFID number/ }).fill(rfidNumber);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText(
        `RFID ${rfidNumber} is already assigned to Fixture RfidHolder (member ${E2E_MEMBERS.rfidHolder.customer_number}).`,
      )
      .waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    const after = await apiCall<AccountSummary>(page(), `/api/customer-process/accountSummary/${targetId}`);
    expect(after.rfidNumber).toBeNull();
  });
});
