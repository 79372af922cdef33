import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { apiCall } from './api.ts';
import { loginShown, poll, screenShows, signIn, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

// Their accessible names are translated too.
const nav = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });
const crumbs = (page: Page) => page.getByRole('navigation', { name: /^(Breadcrumb|Fil d'Ariane)$/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Secondary panel' });

/** A demo car that has tickets, and its latest ten as the ticket search answers them. */
const carWithTickets = async (page: Page) => {
  const tickets = await apiCall<Paginated<TicketSearchRow>>(page, '/api/tickets?count=100');
  const vin = tickets.data.find((ticket) => ticket.vehicles.length > 0)?.vehicles[0]?.vin;
  if (!vin) throw new Error('the demo data has no ticket about a car');
  const recent = await apiCall<Paginated<TicketSearchRow>>(
    page,
    `/api/tickets?vehicles=${encodeURIComponent(vin)}&page=1&count=10`,
  );
  return { vin, rows: recent.data.map((ticket) => `Ticket #${ticket.id} ${ticket.subject}`) };
};

describe('the app shell (spec 2)', () => {
  const page = useBrowserPage();

  it('switches the bar and breadcrumbs to French without a reload, fetching French only then; FR survives a reload', async () => {
    const frenchChunks: string[] = [];
    page().on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('fr-') && file.endsWith('.js')) frenchChunks.push(file);
    });
    await page().goto(`${baseUrl}/cars`);
    await loginShown(page());
    expect(await nav(page()).count()).toBe(0); // no header while signed out
    await signIn(page(), 'sysadm@example.com');
    await nav(page()).getByRole('link', { name: 'Cars' }).waitFor();
    expect(await crumbs(page()).textContent()).toBe('HomeCars');
    expect(frenchChunks).toEqual([]);

    await page().evaluate(() => Object.assign(window, { sameDocument: true }));
    await page()
      .getByRole('button', { name: /Switch language to FR/ })
      .click();
    await nav(page()).getByRole('link', { name: 'Voitures' }).waitFor();
    expect(await nav(page()).getByRole('link').allTextContents()).toEqual([
      'Voitures',
      'Membres',
      'Trajets',
      'Billets',
    ]);
    await poll(() => crumbs(page()).textContent()).toBe('AccueilVoitures');
    expect(
      await page()
        .getByRole('button', { name: /Passer en EN/ })
        .textContent(),
    ).toMatch(/^FR/);
    expect(await page().evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(frenchChunks).toHaveLength(1);

    await page().reload();
    await nav(page()).getByRole('link', { name: 'Voitures' }).waitFor();
    expect(await crumbs(page()).textContent()).toBe('AccueilVoitures');
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it("opens the split screen beside a car with the car's tickets, closes it on /trips; it is remembered across a reload", async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), 'sysadm@example.com');
    const car = await carWithTickets(page());
    expect(car.rows.length).toBeGreaterThan(0);
    await page().goto(`${baseUrl}/cars/${car.vin}`);
    await page().getByRole('button', { name: 'Open the split screen' }).click();
    await panel(page()).getByRole('heading', { name: 'Recent Activity' }).waitFor();
    // The car's own tickets, newest first, as the ticket search lists them.
    const rows = panel(page()).getByRole('link');
    await poll(() =>
      rows.evaluateAll((links) => links.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent)),
    ).toEqual(car.rows);

    await page().reload();
    await poll(() => rows.count()).toBe(car.rows.length);

    await nav(page()).getByRole('link', { name: 'Trips' }).click();
    await screenShows(page(), 'Trips');
    await poll(() => panel(page()).count()).toBe(0);
    expect(
      await page()
        .getByRole('button', { name: 'The split screen is not available on this page' })
        .isDisabled(),
    ).toBe(true);
    // Closed, not just hidden: back on the car it stays closed until the toggle opens it.
    await page().goBack();
    await page().getByRole('button', { name: 'Open the split screen' }).waitFor();
    expect(await panel(page()).count()).toBe(0);
  });

  it('shows the generic error screen when a page crashes, and the bar keeps working', async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), 'svc@example.com');
    await page().evaluate(() => localStorage.setItem('carshare.diagnostics', 'on'));
    await page().goto(`${baseUrl}/__render-error`);
    await page().getByText('Oops! Something went wrong').waitFor();
    await nav(page()).getByRole('link', { name: 'Cars' }).click();
    await screenShows(page(), 'Cars');
    expect(await page().getByText('Oops! Something went wrong').count()).toBe(0);
  });

  it('has no crash route unless diagnostics are switched on in the browser', async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), 'svc@example.com');
    await page().goto(`${baseUrl}/__render-error`);
    // The address answers what any unknown one does; the page has settled, nothing crashed.
    await screenShows(page(), 'Page not found');
    expect(await page().getByText('Oops! Something went wrong').count()).toBe(0);
  });

  it("answers react-admin's own resource URLs (/tickets, /customers/1/x) as pages that do not exist, not blank", async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), 'msa@example.com');
    for (const path of ['/tickets', '/customers/1/x']) {
      await page().goto(`${baseUrl}${path}`);
      await screenShows(page(), 'Page not found');
    }
  });

  it('hides the bar and the breadcrumbs on /new-ticket', async () => {
    await page().goto(`${baseUrl}/new-ticket`);
    await loginShown(page());
    await signIn(page(), 'support@example.com');
    await screenShows(page(), 'New Ticket');
    expect(await nav(page()).count()).toBe(0);
    expect(await crumbs(page()).count()).toBe(0);
  });
});
