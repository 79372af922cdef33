import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowserPage } from './browser.ts';

const baseUrl = inject('baseUrl');

// Their accessible names are translated too.
const nav = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });
const crumbs = (page: Page) => page.getByRole('navigation', { name: /^(Breadcrumb|Fil d'Ariane)$/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Secondary panel' });

/** Any car of the demo fleet, asked of the car search with the signed-in user's token. */
const someVin = (page: Page) =>
  page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    const response = await fetch('/api/vehicle/search?page=1&count=1', {
      headers: { Authorization: `Bearer ${localStorage.getItem(key!)}` },
    });
    if (!response.ok) return '1HGCM82633A004352';
    const body = (await response.json()) as { data: Array<{ vin: string }> };
    return body.data[0]?.vin ?? '1HGCM82633A004352';
  });

describe('the app shell (issue 3)', () => {
  const page = useBrowserPage();

  it('switches the bar and breadcrumbs to French without a reload, fetching French only then; FR survives a reload', async () => {
    const frenchChunks: string[] = [];
    page().on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('fr-') && file.endsWith('.js')) frenchChunks.push(file);
    });
    await page().goto(`${baseUrl}/cars`);
    await page().waitForURL('**/login');
    expect(await nav(page()).count()).toBe(0); // no header while signed out
    await signIn(page(), 'sysadm@example.com');
    await nav(page()).getByRole('link', { name: 'Cars' }).waitFor();
    expect(await crumbs(page()).textContent()).toBe('HomeCars');
    expect(frenchChunks).toEqual([]);

    await page().evaluate(() => Object.assign(window, { sameDocument: true }));
    await page().getByRole('button', { name: 'Switch language to FR' }).click();
    await nav(page()).getByRole('link', { name: 'Voitures' }).waitFor();
    expect(await nav(page()).getByRole('link').allTextContents()).toEqual([
      'Voitures',
      'Membres',
      'Trajets',
      'Billets',
    ]);
    await expect.poll(() => crumbs(page()).textContent()).toBe('AccueilVoitures');
    expect(await page().getByRole('button', { name: 'Passer en EN' }).textContent()).toBe('FR');
    expect(await page().evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(frenchChunks).toHaveLength(1);

    await page().reload();
    await nav(page()).getByRole('link', { name: 'Voitures' }).waitFor();
    expect(await crumbs(page()).textContent()).toBe('AccueilVoitures');
    expect(await page().evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('opens the split screen beside a car and closes it on /trips; it is remembered across a reload', async () => {
    await page().goto(`${baseUrl}/`);
    await page().waitForURL('**/login');
    await signIn(page(), 'fleet@example.com');
    const vin = await someVin(page());
    await page().goto(`${baseUrl}/cars/${vin}`);
    await page().getByRole('button', { name: 'Open the split screen' }).click();
    await panel(page()).getByRole('heading', { name: 'Recent Activity' }).waitFor();
    // Its real data: the car's tickets, or a translated message, never a placeholder list.
    await panel(page()).locator('a, .MuiAlert-message, p').first().waitFor();

    await page().reload();
    await panel(page()).getByRole('heading', { name: 'Recent Activity' }).waitFor();

    await nav(page()).getByRole('link', { name: 'Trips' }).click();
    await page().waitForURL('**/trips');
    await expect.poll(() => panel(page()).count()).toBe(0);
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
    await page().waitForURL('**/login');
    await signIn(page(), 'svc@example.com');
    await page().evaluate(() => localStorage.setItem('carshare.diagnostics', 'on'));
    await page().goto(`${baseUrl}/__render-error`);
    await page().getByText('Oops! Something went wrong').waitFor();
    await nav(page()).getByRole('link', { name: 'Cars' }).click();
    await page().waitForURL('**/cars');
    await expect.poll(() => page().locator('#react-admin-title').textContent()).toBe('Cars');
    expect(await page().getByText('Oops! Something went wrong').count()).toBe(0);
  });

  it('has no crash route unless diagnostics are switched on in the browser', async () => {
    await page().goto(`${baseUrl}/`);
    await page().waitForURL('**/login');
    await signIn(page(), 'svc@example.com');
    await page().goto(`${baseUrl}/__render-error`);
    await nav(page()).waitFor();
    await page().waitForTimeout(500);
    expect(await page().getByText('Oops! Something went wrong').count()).toBe(0);
  });

  it('hides the bar and the breadcrumbs on /new-ticket', async () => {
    await page().goto(`${baseUrl}/new-ticket`);
    await page().waitForURL('**/login');
    await signIn(page(), 'support@example.com');
    await expect.poll(() => page().locator('#react-admin-title').textContent()).toBe('New Ticket');
    expect(await nav(page()).count()).toBe(0);
    expect(await crumbs(page()).count()).toBe(0);
  });
});
