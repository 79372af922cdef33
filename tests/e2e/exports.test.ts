import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSignedIn, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

describe('exports people can read, as SUPPORT in French', () => {
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Toronto' });
  beforeEach(async () => {
    await openSignedIn(page(), '/', 'support@example.com');
  });

  it('the ticket export carries the screen’s French labels, words and times in the browser’s zone, UTF-8 with a BOM', async () => {
    await page()
      .getByRole('button', { name: /Switch language to FR/ })
      .click();
    await page().goto(`${baseUrl}/ticket-search`);
    const firstRow = page().getByRole('row').nth(1);
    await firstRow.waitFor();

    const download = page().waitForEvent('download');
    await page().getByRole('button', { name: 'Exporter en CSV' }).click();
    const bytes = await readFile((await (await download).path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first] = Papa.parse<string[]>(
      bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trim(),
    ).data;
    expect(header).toEqual([
      'Billet',
      'Objet',
      'Catégories',
      'Membres',
      'Voitures',
      'Assigné à',
      'Service',
      'Priorité',
      'Statut',
      'Créé le (America/Toronto)',
    ]);
    // The newest ticket first, as on screen: its number, status and time in the same words.
    const shown = (await firstRow.textContent()) ?? '';
    for (const cell of [first![0], first![8], first![9]]) expect(shown).toContain(cell);
    expect(first![9]).toMatch(/^\d{1,2} \S+ \d{4}, \d{1,2} h \d{2}/);
  });
});
