import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FreeMinuteGrant } from '../../src/domain/freeMinutes/freeMinute.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { E2E_MEMBERS, fixtureMemberId } from './fixtures.ts';
import { baseUrl } from './product.ts';

const SHOTS = process.env.E2E_SCREENSHOTS ?? '/tmp';

/**
 * An "Add Free Minutes" file as French-locale Excel's "CSV (séparateur : point-virgule)" saves it:
 * Windows-1252 bytes ("Montréal" is no UTF-8), `;` between columns, the member by the customer
 * number staff see, the regions by name, a list quoted as Excel quotes a cell holding `;`.
 */
const excelFile = (prefix: string) =>
  Buffer.from(
    [
      'reference;customerNumber;reason;freeMin;regions;expiry;expiryDays',
      `${prefix}-1;${E2E_MEMBERS.excelGranted.customer_number};Service Recovery;11;Montréal;days;30`,
      `${prefix}-2;${E2E_MEMBERS.excelGranted.customer_number};Service Recovery;13;"vancouver;Toronto";none;`,
      '',
    ].join('\r\n'),
    'latin1',
  );

const grantCount = async (page: Page, customerId: number) =>
  (
    await apiCall<{ data: FreeMinuteGrant[]; totalCount: number }>(
      page,
      `/api/customer-freeminute?customerId=${customerId}`,
    )
  ).totalCount;

describe('files as Excel saves them (spec 5 File upload): a Windows-1252 `;` file dry-run then imported', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  const journey = async (
    language: 'en' | 'fr',
    words: {
      tab: string;
      type: string;
      dryRun: string;
      readAs: string;
      clean: string;
      import: string;
      log: string;
      completed: string;
      appliedBefore: string;
      details: string;
    },
  ) => {
    await openSignedIn(page(), '/', 'mgmt@example.com');
    if (language === 'fr')
      await page()
        .getByRole('button', { name: /Switch language to FR/ })
        .click();
    const customerId = await fixtureMemberId(page(), E2E_MEMBERS.excelGranted);
    const before = await grantCount(page(), customerId);
    await page().goto(`${baseUrl}/import`);
    await page().getByRole('tab', { name: words.tab }).click();
    const fileName = `minutes-${language}.csv`;
    const chooseFile = () =>
      page()
        .locator('input[type=file]')
        .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: excelFile(`XL-${language}`) });
    await chooseFile();

    await page().getByRole('button', { name: words.dryRun }).click();
    await page().getByText(words.readAs).waitFor();
    await page().getByText(words.clean).waitFor();
    await settled(page());
    await page().screenshot({ path: `${SHOTS}/excel-dry-run-${language}.png` });
    expect(await seriousFindings(page())).toEqual([]);
    // The dry run wrote nothing.
    expect(await grantCount(page(), customerId)).toBe(before);

    await page().getByRole('button', { name: words.import, exact: true }).click();
    await page().getByRole('tab', { name: words.log, selected: true }).waitFor();
    // The log is newest first: this import is its first row.
    const entry = page().getByRole('row').filter({ hasText: words.type }).first();
    await poll(() => entry.textContent()).toContain(words.completed);
    await poll(() => grantCount(page(), customerId)).toBe(before + 2);
    const { data } = await apiCall<{ data: FreeMinuteGrant[] }>(
      page(),
      `/api/customer-freeminute?customerId=${customerId}`,
    );
    expect(data.map((grant) => grant.regions.map((region) => region.name).sort())).toEqual(
      expect.arrayContaining([['Montreal'], ['Toronto', 'Vancouver']]),
    );
    await settled(page());
    expect(await seriousFindings(page())).toEqual([]);

    // The same file again (spec 4, Import status): its entry names the file and says every row
    // was applied before; nothing is granted twice, and the details list the duplicates.
    await page().getByRole('tab', { name: words.tab }).click();
    await chooseFile();
    await page().getByRole('button', { name: words.import, exact: true }).click();
    await page().getByRole('tab', { name: words.log, selected: true }).waitFor();
    await poll(() => entry.textContent()).toContain(words.appliedBefore);
    expect(await entry.textContent()).toContain(fileName);
    expect(await grantCount(page(), customerId)).toBe(before + 2);
    // WCAG 2.5.3 (axe's label-content-name-mismatch): the button's name starts with the word it shows.
    const details = entry.getByRole('button', {
      name: new RegExp(`^${words.details}\\s?: import-\\d+-details\\.csv$`),
    });
    expect(await details.textContent()).toBe(words.details);
    await settled(page());
    await page().screenshot({ path: `${SHOTS}/import-log-rerun-${language}.png` });
    // Every column in view at 1440 pixels, the Details button too: nothing scrolls sideways.
    const overflow = (list: HTMLElement) => list.scrollWidth - list.clientWidth;
    expect(await page().locator('.RaList-content').evaluate(overflow)).toBe(0);
    expect(await seriousFindings(page())).toEqual([]);
  };

  it('in English: the dry run says Windows-1252 and semicolons, every row goes, and the import completes', async () => {
    await journey('en', {
      tab: 'Mass Minutes Import',
      type: 'Add Free Minutes',
      dryRun: 'Dry run',
      readAs: 'Read as Windows-1252 (Excel “CSV (Comma delimited)”), columns separated by semicolons.',
      clean: 'Every row can be imported.',
      import: 'Import',
      log: 'Import Log',
      completed: 'Completed',
      appliedBefore: 'All 2 rows were applied before',
      details: 'Details',
    });
  });

  it('in French: the same file, the same reading, said in French', async () => {
    await journey('fr', {
      tab: 'Importation de minutes en masse',
      type: 'Ajouter des minutes gratuites',
      dryRun: 'Essai à blanc',
      readAs:
        'Lu en Windows-1252 (« CSV (séparateur : point-virgule) » d’Excel), colonnes séparées par des points-virgules.',
      clean: 'Toutes les lignes peuvent être importées.',
      import: 'Importer',
      log: 'Journal des importations',
      completed: 'Terminée',
      appliedBefore: 'Les 2 lignes étaient déjà appliquées',
      details: 'Détails',
    });
  });
});
