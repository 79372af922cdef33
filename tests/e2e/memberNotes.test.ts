import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

describe('profile notes and the Activity Log (spec 3 Profile note, spec 5 Activity log) as MSA', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'msa@example.com');
  });

  it('adds, edits and deletes a note; each change shows in the Activity Log', async () => {
    const [member] = (
      await apiCall<Paginated<CustomerSearchRow>>(page(), '/api/customer-process/searchCustomer?count=1')
    ).data;
    if (!member) throw new Error('the demo data has no member');
    // The notes are the Profile tab's last section; their changes are the Activity Log's.
    await page().goto(`${baseUrl}/customer-profile/${member.id}`);

    const notes = page().getByRole('region', { name: 'Profile notes' });
    const list = notes.getByRole('list', { name: 'Profile notes' });
    const text = `Called about a late fee ${Date.now()}`;

    await notes.getByRole('textbox', { name: 'New note' }).fill(text);
    await notes.getByRole('button', { name: 'Add note' }).click();
    const item = list.getByRole('listitem').filter({ hasText: text });
    await item.waitFor();
    // Spec 3: the author and the time; the demo MSA account is a staff member of the seed.
    expect(await item.textContent()).toMatch(/By \S+ \S+ on /);

    await item.getByRole('button', { name: 'Edit' }).click();
    await list.getByRole('textbox', { name: 'Note' }).fill(`${text}, refunded`);
    await list.getByRole('button', { name: 'Save' }).click();
    await list.getByText(`${text}, refunded`, { exact: true }).waitFor();
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/member-notes.png`, fullPage: true });

    await list
      .getByRole('listitem')
      .filter({ hasText: `${text}, refunded` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page().getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await poll(() => list.getByText(`${text}, refunded`, { exact: true }).count()).toBe(0);

    // The log is the server's: the three changes, newest first, in the tab and after a reload.
    await page().getByRole('tab', { name: 'Activity Log' }).click();
    const log = page().getByRole('table', { name: 'Changes made to the member, newest first' });
    const logRow = (action: string, value: string) =>
      log.getByRole('row').filter({ hasText: action }).filter({ hasText: value });
    await logRow('Note deleted', text).waitFor();
    await page().reload();
    await logRow('Note deleted', text).waitFor();
    const actions = await log
      .getByRole('row')
      .filter({ hasText: text })
      .evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent));
    expect(actions.slice(0, 3)).toEqual(['Note deleted', 'Note edited', 'Note added']);
    expect(await seriousFindings(page())).toEqual([]);
  });
});
