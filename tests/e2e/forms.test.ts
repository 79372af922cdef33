import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { signIn, useBrowserPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** The signed-in user's id token, as the app keeps it. */
const idToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider') && k.endsWith('.idToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });

const firstName = (page: Page) => page.getByRole('textbox', { name: /First name/ });

describe('forms and home (spec 5 form behaviour, spec 1 Team, spec 2 Home)', () => {
  const page = useBrowserPage({ viewport: { width: 1280, height: 860 } });
  beforeEach(async () => {
    await page().goto(`${baseUrl}/`);
    await page().waitForURL('**/login');
    await signIn(page(), 'sysadm@example.com');
  });

  const openStaff = async (lastName: string) => {
    await page().goto(`${baseUrl}/team`);
    // The list's own search box (spec 1 Team: searchable by name).
    await page().getByPlaceholder('Search by name').fill(lastName);
    // The list re-renders when the debounced filter lands; a click on a row that is being
    // replaced can be lost, so the row is clicked until the edit page opens.
    await page().waitForURL(new RegExp(`filter=.*${lastName}`));
    await vi.waitFor(
      async () => {
        await page().getByRole('cell', { name: lastName, exact: true }).first().click({ timeout: 2_000 });
        await page().waitForURL(/\/team\/\d+$/, { timeout: 2_000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    await expect.poll(() => firstName(page()).inputValue()).not.toBe('');
  };

  it('asks before leaving unsaved changes, saves a valid change, shows a translated error', async () => {
    await openStaff('Morrison');
    const editUrl = page().url();
    await firstName(page()).fill('Jess');

    const prompts: string[] = [];
    page().once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page().getByRole('link', { name: 'Members' }).first().click();
    await expect.poll(() => prompts).toEqual(['Changes you made may not be saved. Leave?']);
    expect(page().url()).toBe(editUrl);
    expect(await firstName(page()).inputValue()).toBe('Jess');

    await firstName(page()).fill('Jessie');
    // The notification is transient: watch for it from before the click, not after the redirect.
    const saved = page().getByText('The changes have been applied successfully').waitFor();
    await page().getByRole('button', { name: 'Save' }).click();
    await saved;
    // Back on the list, which brings its remembered filter into the URL.
    await page().waitForURL(/\/team(\?|$)/);
    await page().getByRole('cell', { name: 'Jessie', exact: true }).waitFor();

    await openStaff('Morrison');
    await firstName(page()).fill('x'.repeat(101));
    await firstName(page()).blur();
    await page().getByText('Must be at most 100 characters').waitFor();
    await firstName(page()).fill('');
    await page().getByText('Required', { exact: true }).waitFor();
    await page().screenshot({ path: `${SHOTS}/team-edit-error.png` });
    // Leaving is asked again, and accepting lets the user go.
    page().once('dialog', (dialog) => void dialog.accept());
    await page().getByRole('link', { name: 'Members' }).first().click();
    await page().waitForURL(/\/customer-search/);
  });

  it('home search finds a seeded member by a last-name prefix, grouped by kind', async () => {
    const token = await idToken(page());
    const found = await page().evaluate(async (bearer) => {
      const response = await fetch('/api/customer-process/searchCustomer?count=1', {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      return (await response.json()) as { data: { lastName: string; firstName: string }[] };
    }, token);
    const member = found.data[0]!;
    await page().goto(`${baseUrl}/`);
    await page()
      .getByRole('searchbox', { name: 'Find a member, car or ticket' })
      .fill(member.lastName.slice(0, 3));
    const members = page().getByRole('list', { name: 'Members' });
    await members.getByRole('link').first().waitFor();
    expect(await members.getByRole('link').first().getAttribute('href')).toMatch(/^\/customer-profile\/\d+$/);
    await page().getByText(member.lastName).first().waitFor();
    await page().getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: 'Team' }).waitFor();
    await page().screenshot({ path: `${SHOTS}/home-search.png` });
  });
});
