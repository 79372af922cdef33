import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTE_LIST } from '../../src/custom/routes/routeTable.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** Every list screen the route registry holds: a new list is measured here without an edit. */
const LIST_PATHS = ROUTE_LIST.filter((route) => route.view === 'list' && !route.path.includes('{')).map(
  (route) => route.path,
);

/** Each list's table beside the box it is drawn in (AppList's content, which would scroll sideways). */
const widths = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.RaList-content')].map((box) => ({
      table: box.querySelector('table')?.scrollWidth ?? 0,
      box: box.clientWidth,
    })),
  );

/** A list is drawn once its rows, or its empty state, are. */
const listDrawn = (page: Page) =>
  page.locator('.RaList-content table tbody tr, .RaList-content p').first().waitFor();

describe.each(['en', 'fr'] as const)(
  'spec 2 and 9: every list fits 1,440 px with its default columns, in %s',
  (language) => {
    // axe is injected as a script, which the app's CSP would rightly refuse.
    const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

    it('draws each list of the route table within its card, no sideways scroll; in French, no serious axe finding', async () => {
      expect(LIST_PATHS.length).toBeGreaterThan(5);
      await openSignedIn(page(), '/', 'sysadm@example.com');
      if (language === 'fr')
        await page().evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
      const wide: string[] = [];
      for (const path of LIST_PATHS) {
        await page().goto(`${baseUrl}${path}`);
        await listDrawn(page());
        await settled(page());
        await poll(async () => (await widths(page())).length).toBeGreaterThan(0);
        for (const { table, box } of await widths(page()))
          if (table > box) wide.push(`${path}: a ${table} px table in a ${box} px box`);
        // In English, page.test.ts's sweep has axe read every screen at this size already.
        if (language === 'fr') expect(await seriousFindings(page()), path).toEqual([]);
      }
      expect(wide).toEqual([]);
    });
  },
);
