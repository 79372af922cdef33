import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousFindings, settled } from './axe.ts';
import { heading, openSignedIn, poll, screenShows, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** Where the keyboard focus is: inside the page's main landmark or not, and how it is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      inMain: !!element?.closest('main'),
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
    };
  });

describe('keyboard, focus, and roles without an area', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  const signedIn = async (email: string) => {
    await openSignedIn(page(), '/', email);
  };

  it('WCAG 2.1.1: "Attach a file" opens the chooser with Enter and Space, with a visible ring', async () => {
    await signedIn('support@example.com');
    await page().goto(`${baseUrl}/new-ticket`);
    await screenShows(page(), 'New Ticket');
    const attach = page().getByRole('button', { name: 'Attach a file' });
    // Reached by the keyboard (Shift+Tab, Tab), as a keyboard user would.
    await attach.focus();
    await page().keyboard.press('Shift+Tab');
    await page().keyboard.press('Tab');
    expect(await focused(page())).toMatchObject({ text: 'Attach a file', outline: 'solid 2px' });

    // A click on the file input is what opens the chooser; counted in the page, as waiting for
    // Chromium's native chooser event missed it now and then on a loaded machine.
    const input = page().locator('input[type=file]');
    await input.evaluate((element) => {
      element.addEventListener('click', (event) => {
        event.preventDefault();
        element.dataset.clicks = String(Number(element.dataset.clicks ?? 0) + 1);
      });
    });
    const clicksAfter = async (key: string) => {
      await input.evaluate((element) => (element.dataset.clicks = '0'));
      await page().keyboard.press(key);
      return input.evaluate((element) => Number(element.dataset.clicks));
    };
    expect(await clicksAfter('Enter')).toBe(1);
    expect(await clicksAfter('Space')).toBe(1);
    expect(await clicksAfter('a')).toBe(0);

    await input.setInputFiles({
      name: 'readings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('vin,fuel\n'),
    });
    await page()
      .getByRole('list', { name: 'Files' })
      .getByRole('button', { name: 'Download readings.csv' })
      .waitFor();
    expect(await seriousFindings(page())).toEqual([]);
  });

  it('after a move to another page the focus is on its heading, and Tab goes on inside the page', async () => {
    await signedIn('msa@example.com');
    await page()
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Members' })
      .click();
    await screenShows(page(), 'Customer search');
    await poll(async () => (await focused(page())).id).toBe('react-admin-title');
    await page().keyboard.press('Tab');
    expect((await focused(page())).inMain).toBe(true);
  });

  it('spec 6: SVC gets no split screen on a member profile, and the home search says it cannot search members', async () => {
    await signedIn('svc@example.com');
    await page().getByRole('searchbox').fill('Tremblay');
    await page().getByText('Your role cannot search members.', { exact: false }).waitFor();
    expect(await page().getByText('Nothing matches “Tremblay”.', { exact: true }).count()).toBe(0);

    // SVC cannot open any member, so which one is asked does not matter.
    await page().goto(`${baseUrl}/customer-profile/1`);
    await settled(page());
    expect(
      await page()
        .getByRole('button', { name: 'The split screen is not available on this page' })
        .isDisabled(),
    ).toBe(true);
    expect(await page().getByRole('complementary', { name: 'Secondary panel' }).count()).toBe(0);
    expect(await heading(page()).textContent()).not.toBe('');
  });
});
