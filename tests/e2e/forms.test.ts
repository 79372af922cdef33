import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paginated } from '../../src/domain/pagination.ts';
import type { Staff } from '../../src/domain/staffs/staff.ts';
import { apiCall, idToken } from './api.ts';
import { openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';
import { E2E_WAIT_MS } from '../support/waits.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

const firstName = (page: Page) => page.getByRole('textbox', { name: /First name/ });
/** How long one try at opening a staff member waits before it tries again: a step, not a bound. */
const RETRY_AFTER_MS = 2_000;

describe('forms and home (spec 5 form behaviour, spec 1 Team, spec 2 Home)', () => {
  const page = useBrowserPage({ viewport: { width: 1280, height: 860 } });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'sysadm@example.com');
  });

  const openStaff = async (lastName: string) => {
    await page().goto(`${baseUrl}/team`);
    // The list's own search box (spec 1 Team: searchable by name).
    await page().getByPlaceholder('Search by name').fill(lastName);
    // The list re-renders when the debounced filter lands; a click on a row that is being
    // replaced can be lost, so the row is clicked until the edit page opens, then its form awaited.
    await vi.waitFor(
      async () => {
        if (!/^\/team\/\d+$/.test(new URL(page().url()).pathname))
          await page()
            .getByRole('cell', { name: lastName, exact: true })
            .first()
            .click({ timeout: RETRY_AFTER_MS });
        await firstName(page()).waitFor({ timeout: RETRY_AFTER_MS });
      },
      { timeout: E2E_WAIT_MS, interval: 100 },
    );
    await poll(() => firstName(page()).inputValue()).not.toBe('');
  };

  it('asks before leaving unsaved changes, saves a valid change, shows a translated error', async () => {
    // The seeded staff member is put back as found, whatever happens below.
    const [morrison] = (await apiCall<Paginated<Staff>>(page(), '/api/staffs?q=Morrison')).data;
    if (!morrison) throw new Error('the demo data has no staff member Morrison');
    try {
      await editMorrison();
    } finally {
      await restoreStaff(morrison);
    }
  });

  const restoreStaff = async ({ id, firstName, lastName }: Staff) => {
    const { version } = await apiCall<Staff>(page(), `/api/staffs/${id}`);
    await apiCall(page(), `/api/staffs/${id}`, {
      method: 'PATCH',
      body: { firstName, lastName },
      ifMatch: version,
    });
  };

  it('two tabs edit the same staff member: the second save is refused and offers to reload (docs/architecture.md, Writes)', async () => {
    const [morrison] = (await apiCall<Paginated<Staff>>(page(), '/api/staffs?q=Morrison')).data;
    if (!morrison) throw new Error('the demo data has no staff member Morrison');
    const other = await page().context().newPage();
    try {
      await openStaff('Morrison');
      await other.goto(page().url());
      await firstName(other).waitFor();
      await poll(() => firstName(other).inputValue()).toBe(morrison.firstName);

      await firstName(page()).fill('Jo');
      await page().getByRole('button', { name: 'Save' }).click();
      await screenShows(page(), 'Team');

      await firstName(other).fill('Joanna');
      await other.getByRole('button', { name: 'Save' }).click();
      const dialog = other.getByRole('dialog', { name: 'Changed by someone else' });
      await dialog.waitFor();
      await other.screenshot({ path: `${SHOTS}/team-edit-stale.png` });
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await poll(() => firstName(other).inputValue()).toBe('Jo');
      const saved = await apiCall<Staff>(page(), `/api/staffs/${morrison.id}`);
      expect(saved).toMatchObject({ firstName: 'Jo', version: morrison.version + 1 });
    } finally {
      await other.close();
      await restoreStaff(morrison);
    }
  });

  const editMorrison = async () => {
    await openStaff('Morrison');
    const editUrl = page().url();
    await firstName(page()).fill('Jess');

    const prompts: string[] = [];
    page().once('dialog', (dialog) => {
      prompts.push(dialog.message());
      void dialog.dismiss();
    });
    await page().getByRole('link', { name: 'Members' }).first().click();
    await poll(() => prompts).toEqual(['Changes you made may not be saved. Leave?']);
    expect(page().url()).toBe(editUrl);
    expect(await firstName(page()).inputValue()).toBe('Jess');

    await firstName(page()).fill('Jessie');
    // The notification is transient: watch for it from before the click, not after the redirect.
    const saved = page().getByText('The changes have been applied successfully').waitFor();
    await page().getByRole('button', { name: 'Save' }).click();
    await saved;
    // Back on the list.
    await screenShows(page(), 'Team');
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
    await screenShows(page(), 'Customer search');
  };

  it('home search finds a seeded member by a last-name prefix, grouped by kind', async () => {
    const token = await idToken(page());
    const found = await page().evaluate(async (bearer) => {
      const response = await fetch('/api/customer-process/searchCustomer?count=25', {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      return (await response.json()) as { data: { lastName: string; firstName: string }[] };
    }, token);
    // A name that starts with a letter (the suite also holds formula-like names, see globalSetup).
    const member = found.data.find((row) => /^[a-z]/i.test(row.lastName))!;
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
