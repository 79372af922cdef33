import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { screenShows, useSignedInPage } from './browser.ts';

const CHART_TITLES = [
  'Trips per day and city',
  'Revenue per day (ledger, net of tax)',
  'Utilisation per car (top 20)',
  'New members per week',
  'Tickets opened and closed per day',
];

describe('Analytics, as SYSADM', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useSignedInPage('sysadm@example.com', {
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });

  it('opens from the More menu, shows each chart, downloads a chart’s CSV and refuses a range over a year', async () => {
    await page().getByRole('button', { name: 'More' }).click();
    await page().getByRole('menuitem', { name: 'Analytics', exact: true }).click();
    await screenShows(page(), 'Analytics');
    // The last 30 days by default, in the URL.
    expect(new URL(page().url()).pathname).toBe('/analytics');
    for (const title of CHART_TITLES) {
      await page().getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Download CSV: New members per week', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-members-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await file.path())!)).toString('utf8');
    expect(text.replace('\uFEFF', '').split('\r\n')[0]).toBe('Week of,New members');

    // The numbers are readable as a table too.
    await page().getByRole('button', { name: 'Numbers' }).first().click();
    await page().getByRole('table', { name: 'The numbers of Trips per day and city' }).waitFor();

    // More than 366 days: said at the field, and no chart asked for.
    const from = page().getByRole('group', { name: /^From/ });
    await from.getByRole('spinbutton').first().click();
    await page().keyboard.type('20200101');
    await page().getByText('Choose a range of at most 366 days.', { exact: true }).waitFor();
    expect(await page().getByRole('heading', { name: CHART_TITLES[0], exact: true }).count()).toBe(0);
    expect(new URL(page().url()).searchParams.get('from')).toBe('2020-01-01');
  });
});
