import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ticket } from '../../src/domain/tickets/tickets.ts';
import { apiCall } from './api.ts';
import { seriousFindings } from './axe.ts';
import { FORMULA_MEMBERS } from './fixtures.ts';
import { heading, openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';
import { E2E_WAIT_MS } from '../support/waits.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/** One category of each group (spec 3: Member Services 1-54, Fleet 55-84), by value and label. */
const CATEGORIES = [
  { value: 1, label: 'Cannot book a car' },
  { value: 55, label: 'Relocate the car' },
];

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Picks a value of one of the form's dropdowns. */
const choose = async (page: Page, name: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Saves a new ticket and waits for the confirmation; answers the ticket number it shows. */
const saveTicket = async (page: Page): Promise<number> => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL(/\/ticket-confirmation\?ticketId=\d+/);
  const status = page.getByRole('status').filter({ hasText: 'has been saved' });
  const text = (await status.textContent()) ?? '';
  return Number(/#(\d+)/.exec(text)?.[1]);
};

/** Saves an edit, which stays on the ticket and says it was saved. */
const saveEdit = async (page: Page, id: number) => {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/tickets/${id}`),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answer).status()).toBe(200);
  await page
    .getByRole('alert')
    .filter({ hasText: `Ticket #${id} has been saved.` })
    .first()
    .waitFor();
  expect(new URL(page.url()).pathname).toBe(`/edit-ticket/${id}`);
};

/** The Ticket categories picker (spec 2 modals): ticks each entry, then confirms. */
const pickCategories = async (page: Page, labels: string[]) => {
  await page.getByRole('button', { name: 'Choose categories' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket categories' });
  for (const label of labels) await dialog.getByRole('checkbox', { name: label, exact: true }).check();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('tickets: new, confirmation, search, re-open, conflict, as SUPPORT', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'support@example.com');
  });

  it('creates a ticket with categories of both groups, a member, a note and a file; finds it; re-opens it', async () => {
    const member = FORMULA_MEMBERS[0]!;
    const subject = `Car not unlocking ${Date.now()}`;
    await page().goto(`${baseUrl}/new-ticket`);
    // Spec 2: no navigation bar here, so the page carries its own split-screen toggle.
    await poll(() => heading(page()).textContent()).toBe('New Ticket');
    expect(await page().getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    await field(page(), /^Subject/).fill(subject);
    await field(page(), /^Details/).fill('The member is stuck at the car.');
    await pickCategories(
      page(),
      CATEGORIES.map((c) => c.label),
    );

    // Spec 5: the lookup searches from 3 characters; the option shows the name and customer number.
    const members = page().getByRole('combobox', { name: /^Members/ });
    await members.fill(member.firstName);
    await page()
      .getByRole('option', { name: new RegExp(member.customerNumber) })
      .click();

    await choose(page(), 'Department', 'Member Services');
    await choose(page(), 'Priority', 'High');
    await choose(page(), 'Source', 'Phone');

    await page().getByRole('textbox', { name: 'New note' }).fill('Called the member back.');
    await page().getByRole('button', { name: 'Add note' }).click();

    await page()
      .locator('input[type=file]')
      .setInputFiles({
        name: 'readings.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('vin,fuel\nX,40\n'),
      });
    await page()
      .getByRole('list', { name: 'Files' })
      .getByRole('button', { name: 'Download readings.csv' })
      .waitFor();

    // The split panel shows the member picked so far, before the ticket exists.
    await page().getByRole('button', { name: 'Open the split screen' }).click();
    const panel = page().getByRole('complementary', { name: 'Secondary panel' });
    await panel.getByRole('heading', { name: 'Ticket related information' }).waitFor();
    await panel.getByRole('heading', { name: new RegExp(member.customerNumber) }).waitFor();
    // SUPPORT may not read trips (spec 6): the panel lists tickets only.
    expect(await panel.getByText('Recent trips').count()).toBe(0);
    expect(await seriousFindings(page())).toEqual([]);
    await page().screenshot({ path: `${SHOTS}/ticket-new.png`, fullPage: true });

    const id = await saveTicket(page());
    expect(id).toBeGreaterThan(0);
    // Spec 2: the confirmation has no navigation bar either, and survives a reload.
    await page().reload();
    await page()
      .getByRole('status')
      .filter({ hasText: `Ticket #${id} has been saved.` })
      .waitFor();
    expect(await seriousFindings(page())).toEqual([]);

    const saved = await apiCall<Ticket>(page(), `/api/tickets/${id}`);
    expect(saved).toMatchObject({
      subject,
      department: 'Member Services',
      priority: 'High',
      status: 'New',
    });
    expect([...saved.categories].sort((a, b) => a - b)).toEqual(CATEGORIES.map((c) => c.value));
    expect(saved.customers.map((c) => c.firstName)).toEqual([member.firstName]);
    expect(saved.notes.map((n) => n.note)).toEqual(['Called the member back.']);
    expect(saved.files.map((f) => f.fileName)).toEqual(['readings.csv']);

    // Found by category and status in the ticket search.
    const filter = { categories: [CATEGORIES[1]!.value], status: ['New'] };
    await page().goto(`${baseUrl}/ticket-search?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    await page().getByRole('row').filter({ hasText: subject }).waitFor();

    // Closed, then re-opened (spec 4).
    await page().goto(`${baseUrl}/edit-ticket/${id}`);
    await field(page(), /^Subject/).waitFor();
    await poll(() => field(page(), /^Subject/).inputValue()).toBe(subject);
    await choose(page(), 'Status', 'Closed');
    await saveEdit(page(), id);
    expect((await apiCall<Ticket>(page(), `/api/tickets/${id}`)).status).toBe('Closed');
    // Still on the ticket: it is re-opened from the same screen.
    await poll(() =>
      page()
        .getByRole('combobox', { name: /^Status/ })
        .textContent(),
    ).toBe('Closed');
    await choose(page(), 'Status', 'In Progress');
    await saveEdit(page(), id);
    const reopened = await apiCall<Ticket>(page(), `/api/tickets/${id}`);
    expect(reopened.status).toBe('In Progress');
    // Only new notes are sent: the saved one is still there once, with its author.
    expect(reopened.notes.map((n) => n.note)).toEqual(['Called the member back.']);
  });

  it("a second person saving the same ticket gets the conflict message, never overwriting the first's change", async () => {
    const [ticket] = (await apiCall<{ data: Ticket[] }>(page(), '/api/tickets?count=1')).data;
    if (!ticket) throw new Error('the demo data has no ticket');
    // A second browser context: another person's session, with its own token and cache.
    const otherContext = await page()
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } });
    // The bound every context of browser.ts has.
    otherContext.setDefaultTimeout(E2E_WAIT_MS);
    try {
      const other = await otherContext.newPage();
      await openSignedIn(other, '/', 'support@example.com');

      for (const p of [page(), other]) {
        await p.goto(`${baseUrl}/edit-ticket/${ticket.id}`);
        await poll(() => field(p, /^Subject/).inputValue()).toBe(ticket.subject);
      }
      const first = `${ticket.subject} (first)`;
      await field(other, /^Subject/).fill(first);
      await saveEdit(other, ticket.id);

      await field(page(), /^Subject/).fill(`${ticket.subject} (second)`);
      await page().getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page().getByRole('dialog', { name: 'Changed by someone else' });
      await dialog.waitFor();
      // The 412 says who saved it (support's own staff record) and when.
      await poll(() => dialog.textContent()).toMatch(/ saved this record on .+, after you opened it/);
      expect(await seriousFindings(page())).toEqual([]);
      await page().screenshot({ path: `${SHOTS}/ticket-conflict.png` });
      expect((await apiCall<Ticket>(page(), `/api/tickets/${ticket.id}`)).subject).toBe(first);

      await dialog.getByRole('button', { name: 'Reload' }).click();
      await poll(() => field(page(), /^Subject/).inputValue()).toBe(first);
      // Reloaded, the form saves from the colleague's version.
      await field(page(), /^Subject/).fill(`${first} (second)`);
      await saveEdit(page(), ticket.id);
      expect((await apiCall<Ticket>(page(), `/api/tickets/${ticket.id}`)).subject).toBe(`${first} (second)`);
    } finally {
      await otherContext.close();
    }
  });
});
