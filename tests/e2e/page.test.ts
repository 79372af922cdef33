import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import type { PaymentSearchRow } from '../../src/domain/payments/paymentSearch.ts';
import { pathOf, ROUTE_LIST } from '../../src/custom/routes/routeTable.ts';
import type { Staff } from '../../src/domain/staffs/staff.ts';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import type { TripSearchRow } from '../../src/domain/trips/tripSearch.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled, type Finding } from './axe.ts';
import { openSignedIn, poll, screenShows, useBrowserPage, useOwnAccount } from './browser.ts';
import { baseUrl } from './product.ts';

/** A real value for each path parameter of the route table, from the demo data. */
const sampleParams = async (page: Page): Promise<Record<string, string>> => {
  const [member] = (
    await apiCall<Paginated<CustomerSearchRow>>(page, '/api/customer-process/searchCustomer?count=1')
  ).data;
  const [car] = (await apiCall<Paginated<{ vin: string }>>(page, '/api/vehicle/search?count=1')).data;
  const [ticket] = (await apiCall<Paginated<TicketSearchRow>>(page, '/api/tickets?count=1')).data;
  const [staff] = (await apiCall<Paginated<Staff>>(page, '/api/staffs?count=1')).data;
  const [payment] = (await apiCall<Paginated<PaymentSearchRow>>(page, '/api/payments?count=1')).data;
  const [trip] = (await apiCall<Paginated<TripSearchRow>>(page, '/api/trips?count=1')).data;
  if (!member || !car || !ticket || !staff || !payment || !trip)
    throw new Error('the demo data lacks a member, car, ticket, staff member, payment or trip');
  return {
    customerId: String(member.id),
    vin: car.vin,
    ticketId: String(ticket.id),
    id: String(staff.id),
    tripId: String(trip.id),
    paymentId: String(payment.id),
  };
};

describe('the page around the screens', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('axe finds nothing serious or critical on the signed-out pages', async () => {
    for (const { name, path } of ROUTE_LIST.filter((entry) => entry.kind === 'signedOut')) {
      await page().goto(`${baseUrl}${path}`);
      await page().getByRole('heading', { level: 1 }).waitFor();
      expect({ route: name, findings: await seriousFindings(page()) }).toEqual({ route: name, findings: [] });
    }
  });

  describe('signed in as sysadm', () => {
    // Its own: the sweep keeps one session for minutes, which another file's sign-out would end.
    const sysadm = useOwnAccount('SYSADM', 'page-sweep');
    beforeEach(async () => {
      await openSignedIn(page(), '/', sysadm);
    });

    it('axe finds nothing serious or critical on any declared route, nor on the 404', async () => {
      const params = await sampleParams(page());
      const paths = ROUTE_LIST.filter((entry) => entry.kind === 'screen' || entry.kind === 'redirect').map(
        ({ name }) => pathOf(name, params),
      );
      const report: { path: string; findings: Finding[] }[] = [];
      for (const path of [...paths, '/no-such-page']) {
        await page().goto(`${baseUrl}${path}`);
        await settled(page());
        const findings = await seriousFindings(page());
        if (findings.length) report.push({ path, findings });
      }
      // Home with its search results open, grouped in lists.
      await page().goto(`${baseUrl}/`);
      await page().getByRole('searchbox', { name: 'Find a member, car or ticket' }).fill('mar');
      await page().getByRole('list', { name: 'Members' }).getByRole('link').first().waitFor();
      await settled(page());
      const findings = await seriousFindings(page());
      if (findings.length) report.push({ path: '/ with search results', findings });
      expect(report).toEqual([]);
    });

    it('names the browser tab after the screen, in the chosen language', async () => {
      await page().goto(`${baseUrl}/customer-search`);
      await screenShows(page(), 'Customer search');
      await poll(() => page().title()).toBe('Customer search · Carshare Back Office');
      await page()
        .getByRole('button', { name: /Switch language to FR/ })
        .click();
      await poll(() => page().title()).toBe('Recherche de membres · Back-office Autopartage');
    });

    it('shows a real 404: its title in the one h1, what happened, and a way home', async () => {
      await page().goto(`${baseUrl}/no-such-page`);
      await screenShows(page(), 'Page not found');
      expect(await page().getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page().title()).toBe('Page not found · Carshare Back Office');
      await page().getByRole('link', { name: 'Go to Home' }).click();
      await screenShows(page(), 'Home');
    });

    it('offers a skip link as the first stop of the keyboard, which lands in the screen', async () => {
      await page().goto(`${baseUrl}/team`);
      await screenShows(page(), 'Team');
      await page().keyboard.press('Tab');
      const skip = page().getByRole('link', { name: 'Skip to content' });
      await poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page().keyboard.press('Enter');
      await poll(() => page().evaluate(() => document.activeElement?.id)).toBe('main-content');
    });
  });
});
