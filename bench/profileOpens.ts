import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from '../tests/support/chromium.ts';

/** The time a click on a search result may take to show the Profile tab's data. */
export const PROFILE_OPEN_TARGET_MS = 300;

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/**
 * Runs in the page, as text: tsx's name helpers would not exist there. Resolves with the time
 * from the next click to the first frame showing the member's profile with name and e-mail.
 */
const WATCH_PROFILE = `({ id, firstName, lastName, emailAddress }) =>
  new Promise((resolve, reject) => {
    let clickedAt;
    document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true });
    const visible = () => {
      if (clickedAt === undefined || location.pathname !== '/customer-profile/' + id) return false;
      const main = document.querySelector('main');
      if (!main || main.querySelector('.RaList-main')) return false;
      const text = main.innerText;
      return text.includes(firstName) && text.includes(lastName) && text.includes(emailAddress);
    };
    const frame = () => (visible() ? resolve(performance.now() - clickedAt) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
    setTimeout(() => reject(new Error('the profile of member ' + id + ' showed no name and e-mail in 10 s')), 10000);
  })`;

/**
 * A freshly loaded search page (a new document: no chunk, no record in memory), then a click
 * on its first row; the time from the click, in the page's own clock, to the first frame in
 * which /customer-profile/{id} shows the member's name and e-mail and the list is gone.
 */
const openOnce = async (page: Page, baseUrl: string, listPage: number) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/customer-process/searchCustomer'));
  await page.goto(`${baseUrl}/customer-search?page=${listPage}`);
  const { data } = (await (await answer).json()) as { data: Member[] };
  if (!data.length) throw new Error(`the member list has no page ${listPage}`);
  const member = data[0];
  const firstRow = page.locator('main tbody tr').first();
  await firstRow.getByText(member.emailAddress).waitFor();
  const shown = page.evaluate<number>(`(${WATCH_PROFILE})(${JSON.stringify(member)})`);
  await firstRow.locator('td').nth(1).click();
  return Number((await shown).toFixed(1));
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `opens` profile opens in Chromium, signed in as a member services agent; the median decides. */
export async function measureProfileOpens(baseUrl: string, opens = 20) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl}/customer-search`);
    await signIn(page, 'msa@example.com');
    // The list the sign-in opens on has answered, so no first open waits for its search instead.
    await page.locator('main tbody tr').first().waitFor();
    const times: number[] = [];
    // Each open from another page of the list: no member's profile was fetched before.
    for (let i = 0; i < opens; i++) times.push(await openOnce(page, baseUrl, i + 1));
    return {
      opens,
      medianMs: Number(median(times).toFixed(1)),
      maxMs: Math.max(...times),
      targetMs: PROFILE_OPEN_TARGET_MS,
      timesMs: times,
    };
  } finally {
    await browser.close();
  }
}
