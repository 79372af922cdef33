import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { AccountSummary } from '../../src/domain/accountSummary.ts';
import type { ActiveAlert } from '../../src/domain/alert.ts';
import { todayIn } from '../../src/domain/alertExpiry.ts';
import type { CustomerSearchRow } from '../../src/domain/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { loginShown, poll, signIn, useBrowserPage } from './browser.ts';

const baseUrl = inject('baseUrl');

/** The first demo members, each with its account summary. */
const membersWithSummaries = async (page: Page) => {
  const { data } = await apiCall<Paginated<CustomerSearchRow>>(
    page,
    '/api/customer-process/searchCustomer?count=60',
  );
  const summaries = await Promise.all(
    data.map((row) => apiCall<AccountSummary>(page, `/api/customer-process/accountSummary/${row.id}`)),
  );
  return data.map((row, i) => ({ row, summary: summaries[i]! }));
};

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

describe('member account summary, its modals and the alert (issue 8 point 2, spec 2 Modals)', () => {
  const page = useBrowserPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), 'msa@example.com');
  });

  const openProfile = async (id: number, tab?: string) => {
    await page().goto(`${baseUrl}/customer-profile/${id}${tab ? `?tab=${tab}` : ''}`);
  };

  it('refuses an alert ending in the past, shows one ending in the future on every tab, and removes it', async () => {
    const members = await membersWithSummaries(page());
    const alerts = await Promise.all(
      members.map(({ row }) => apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${row.id}`)),
    );
    const index = alerts.findIndex((answer) => answer.alert === null);
    if (index < 0) throw new Error('every demo member has an alert');
    const { row } = members[index]!;
    const { timeZone } = alerts[index]!;
    const message = `Verify the member's identity before any refund (${Date.now()})`;

    await openProfile(row.id);
    await page().getByRole('button', { name: 'Add alert' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add alert' });
    await dialog.getByRole('textbox', { name: /Message/ }).fill(message);
    await typeDay(page(), dayFromToday(timeZone, -1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Must be a future date').waitFor();
    expect(
      (await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${row.id}`)).alert,
    ).toBeNull();

    await typeDay(page(), dayFromToday(timeZone, 7));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const banner = page().getByRole('alert').filter({ hasText: message });
    await banner.waitFor();
    await poll(() => page().getByRole('button', { name: 'Add alert' }).count()).toBe(0);
    expect(await seriousFindings(page())).toEqual([]);

    // Above the tabs: it stays on every tab, and after a reload.
    await openProfile(row.id, 'activity');
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Remove alert' }).click();
    await page().getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page().getByRole('button', { name: 'Add alert' }).waitFor();
    expect(
      (await apiCall<ActiveAlert>(page(), `/api/customer-process/alertNote/${row.id}`)).alert,
    ).toBeNull();
  });

  it('refuses to close an account with an outstanding balance, giving the reason', async () => {
    const members = await membersWithSummaries(page());
    const owing = members.find(
      ({ summary }) => summary.accountStatus === 'ACTIVE' && summary.outstandingBalance > 0,
    );
    if (!owing) throw new Error('no active demo member owes a balance');

    await openProfile(owing.row.id);
    const summary = page().getByRole('region', { name: 'Account summary' });
    await summary.getByRole('button', { name: 'Change' }).first().click();
    const dialog = page().getByRole('dialog', { name: 'Account status' });
    await dialog.getByRole('combobox').click();
    await page().getByRole('option', { name: 'Closed' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The account cannot be closed while a balance is outstanding.').waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const after = await apiCall<AccountSummary>(
      page(),
      `/api/customer-process/accountSummary/${owing.row.id}`,
    );
    expect(after.accountStatus).toBe('ACTIVE');
  });

  it('refuses an RFID another member holds, naming that member', async () => {
    const members = await membersWithSummaries(page());
    const holder = members.find(({ summary }) => summary.rfidNumber);
    const target = members.find(({ summary }) => !summary.rfidNumber);
    if (!holder || !target) throw new Error('the demo data lacks a member with an RFID and one without');

    await openProfile(target.row.id);
    await page()
      .getByRole('region', { name: 'Account summary' })
      .getByRole('button', { name: 'Assign' })
      .click();
    const dialog = page().getByRole('dialog', { name: 'Assign RFID' });
    await dialog.getByRole('textbox', { name: /RFID number/ }).fill(holder.summary.rfidNumber!);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const { firstName, lastName, customerNumber } = holder.row;
    await dialog
      .getByText(
        `RFID ${holder.summary.rfidNumber} is already assigned to ${firstName} ${lastName} (member ${customerNumber}).`,
      )
      .waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    const after = await apiCall<AccountSummary>(
      page(),
      `/api/customer-process/accountSummary/${target.row.id}`,
    );
    expect(after.rfidNumber).toBeNull();
  });
});
