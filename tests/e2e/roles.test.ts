import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginShown, screenShows, signIn, useBrowserPage } from './browser.ts';
import { SPEC_MORE_ITEMS } from '../support/specNavigation.ts';
import { baseUrl } from './product.ts';

const NO_ACCESS = 'You do not have access to this page, please see your system administrator.';
const FRONT_DESK = ['Cars', 'Members', 'Trips', 'Tickets'];

interface RoleCase {
  role: string;
  links: string[];
  more: string[];
  /** A page the role opens, and the heading it shows. */
  allowed: [string, string];
  /** A page the role may not open (none for the roles that open everything). */
  forbidden?: string;
}

// Spec 6's table, as a person signed in with each role sees it.
const CASES: RoleCase[] = [
  {
    role: 'SYSADM',
    links: FRONT_DESK,
    more: [...SPEC_MORE_ITEMS, 'Analytics', 'Team', 'Roles & Permissions'],
    allowed: ['/roles-permissions', 'Roles & Permissions'],
  },
  {
    role: 'MGMT',
    links: FRONT_DESK,
    more: [...SPEC_MORE_ITEMS, 'Analytics', 'Team', 'Roles & Permissions'],
    allowed: ['/home-zone', 'Home Zone'],
  },
  {
    role: 'BI',
    links: FRONT_DESK,
    // README departures: Analytics is BI's.
    more: ['Parking ticket', 'Analytics'],
    allowed: ['/customer-search', 'Customer search'],
    forbidden: '/promotion-search',
  },
  {
    role: 'MSA',
    links: FRONT_DESK,
    more: ['Parking ticket'],
    allowed: ['/trips', 'Trips'],
    forbidden: '/import',
  },
  {
    role: 'OC',
    links: FRONT_DESK,
    more: ['Parking ticket'],
    allowed: ['/parking-ticket', 'Parking Ticket'],
    forbidden: '/fleet-management',
  },
  {
    role: 'FLEET',
    links: FRONT_DESK,
    more: ['Infleeting', 'Fleet management', 'Parking ticket'],
    allowed: ['/infleet', 'Infleet'],
    forbidden: '/home-zone',
  },
  {
    role: 'SUPPORT',
    links: ['Tickets'],
    more: ['Fleet management', 'Parking ticket'],
    allowed: ['/ticket-search', 'Tickets'],
    forbidden: '/cars',
  },
  {
    role: 'SVC',
    links: ['Cars', 'Tickets'],
    more: ['Fleet management', 'Parking ticket'],
    allowed: ['/cars', 'Cars'],
    forbidden: '/customer-search',
  },
  { role: 'DRIVE', links: [], more: [], allowed: ['/', 'Home'], forbidden: '/trips' },
];

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').allTextContents();

describe('spec 6: what each role sees and opens', () => {
  const page = useBrowserPage();

  it.each(CASES)('$role', async ({ role, links, more, allowed, forbidden }) => {
    await page().goto(`${baseUrl}${allowed[0]}`);
    await loginShown(page());
    await signIn(page(), `${role.toLowerCase()}@example.com`);
    await screenShows(page(), allowed[1]);
    expect(new URL(page().url()).pathname).toBe(allowed[0]);
    await expect(page().getByText(NO_ACCESS).count()).resolves.toBe(0);

    if (forbidden) {
      await page().goto(`${baseUrl}${forbidden}`);
      await page().getByText(NO_ACCESS).waitFor();
    }

    // The role is known by now (a page has been allowed or refused), so the bar is final.
    expect(await navLinks(page())).toEqual(links);
    const moreButton = page().getByRole('button', { name: 'More' });
    if (more.length === 0) {
      expect(await moreButton.count()).toBe(0);
    } else {
      await moreButton.click();
      expect(await page().getByRole('menu').getByRole('menuitem').allTextContents()).toEqual(more);
      await page().keyboard.press('Escape');
    }
  });

  it('sends a signed-out visitor to /login and back to the page afterwards; /customer-profile leads to the search', async () => {
    await page().goto(`${baseUrl}/customer-profile`);
    await loginShown(page());
    await signIn(page(), 'msa@example.com');
    await screenShows(page(), 'Customer search');
    expect(new URL(page().url()).pathname).toBe('/customer-search');
  });
});
