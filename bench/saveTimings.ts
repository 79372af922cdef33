import type { Page } from 'playwright-core';
import { launchBrowser, signIn } from '../tests/support/chromium.ts';

/** Spec 3, 8, 9: how soon a save leaves the browser, and how soon staff read that it worked. */
export const SAVE_TARGETS_MS = { requestSent: 100, notification: 300 };

/** What the engine notifies after a save (i18n/en/signIn.ts, app.notification.saved). */
const SAVED_TEXT = 'The changes have been applied successfully';

export const SAVE_KINDS = ['status', 'rfid', 'profile'] as const;
export type SaveKind = (typeof SAVE_KINDS)[number];

/**
 * Installed before the app's own scripts, so the data provider's fetch is this one: each
 * call's method, path and start in the page's clock, the calls still open, and every long
 * task (50 ms or more) the main thread ran. `__armSave()` marks the next click.
 */
const RECORDER = `(() => {
  const state = { clickAt: undefined, armed: false, calls: [], open: 0, longTasks: [] };
  window.__saves = state;
  window.__armSave = () => { state.armed = true; state.clickAt = undefined; state.calls = []; };
  document.addEventListener('click', () => {
    if (state.armed) { state.armed = false; state.clickAt = performance.now(); }
  }, { capture: true });
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    const call = { method: (init && init.method) || 'GET', path: new URL(url, location.href).pathname, at: performance.now(), answeredAt: undefined };
    state.calls.push(call);
    state.open++;
    return original(input, init).finally(() => { state.open--; call.answeredAt = performance.now(); });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * Runs in the page, as text: resolves with the first frame after the armed click in which the
 * save's notification shows, and the PATCH the click sent, both in the page's clock.
 */
const WATCH_SAVE = `() => new Promise((resolve, reject) => {
  const state = window.__saves;
  const shown = () => [...document.querySelectorAll('.MuiSnackbar-root')].some((n) => n.textContent.includes(${JSON.stringify(SAVED_TEXT)}));
  const frame = () => {
    if (state.clickAt !== undefined && shown()) {
      const patch = state.calls.find((call) => call.method === 'PATCH' && call.at >= state.clickAt);
      return resolve({ clickAt: state.clickAt, patchAt: patch ? patch.at : null, answeredAt: patch ? patch.answeredAt : null, shownAt: performance.now() });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  setTimeout(() => reject(new Error('no save notification within 30 s of the click')), 30000);
})`;

interface Watched {
  clickAt: number;
  patchAt: number | null;
  /** When the PATCH's answer reached the page (its headers: the body is read after). */
  answeredAt: number | null;
  shownAt: number;
}

export interface SaveSample {
  kind: SaveKind;
  requestSentMs: number;
  /** From the click to the PATCH's answer: the server's and the network's share, under the same load. */
  answeredMs: number;
  notificationMs: number;
  /** Long tasks from the click to the notification. */
  longTasksBefore: number;
  /** Long tasks from the click until the page is quiet again (no call open, notification gone). */
  longTasks: number;
  longTaskMs: number;
}

/** The notification gone and no call open: what a save does afterwards (refetches, re-renders) is over. */
const settle = async (page: Page) => {
  const snackbar = page.locator('.MuiSnackbar-root');
  while ((await snackbar.count()) > 0) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await page.waitForFunction('window.__saves.open === 0');
};

/** Clicks the button that saves, timing it from that click; the save's own dialog, if any, is open. */
const timedClick = async (page: Page, kind: SaveKind, click: () => Promise<void>): Promise<SaveSample> => {
  await page.evaluate('window.__armSave()');
  const watched = page.evaluate<Watched>(`(${WATCH_SAVE})()`);
  await click();
  const { clickAt, patchAt, answeredAt, shownAt } = await watched;
  if (patchAt === null || answeredAt === null) throw new Error(`the ${kind} save sent no PATCH`);
  await settle(page);
  const tasks = await page.evaluate<{ start: number; duration: number }[]>('window.__saves.longTasks');
  const after = tasks.filter((task) => task.start + task.duration >= clickAt);
  return {
    kind,
    requestSentMs: Number((patchAt - clickAt).toFixed(1)),
    answeredMs: Number((answeredAt - clickAt).toFixed(1)),
    notificationMs: Number((shownAt - clickAt).toFixed(1)),
    longTasksBefore: after.filter((task) => task.start < shownAt).length,
    longTasks: after.length,
    longTaskMs: Math.round(after.reduce((sum, task) => sum + task.duration, 0)),
  };
};

const summary = (page: Page) => page.getByRole('region', { name: 'Account summary' });

/** Suspension status, from the account summary's modal: flagged, then not, by turns. */
const saveStatus = async (page: Page, turn: number) => {
  await summary(page).getByRole('button', { name: 'Change suspension status', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspension status' });
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: turn % 2 ? 'Not suspended' : 'Suspended (flag)' }).click();
  const sample = await timedClick(page, 'status', () => dialog.getByRole('button', { name: 'Save' }).click());
  await dialog.waitFor({ state: 'detached' });
  return sample;
};

/** The member's RFID deactivated, then activated, by turns (spec 2 RFID Deactivate and Activate). */
const saveRfid = async (page: Page) => {
  const action = summary(page).getByRole('button', { name: /^(Activate|Deactivate)$/ });
  await action.click();
  const dialog = page.getByRole('dialog');
  const sample = await timedClick(page, 'rfid', () =>
    dialog.getByRole('button', { name: 'Confirm' }).click(),
  );
  await dialog.waitFor({ state: 'detached' });
  return sample;
};

/** The preferred name changed in the Profile tab's form, then Save profile. */
const saveProfile = async (page: Page, turn: number) => {
  await page.getByRole('textbox', { name: 'Preferred name' }).fill(`Bench ${turn} ${Date.now() % 100000}`);
  return timedClick(page, 'profile', () => page.getByRole('button', { name: 'Save profile' }).click());
};

/** A member of the list's first page whose RFID can be activated and deactivated: one is assigned if needed. */
const openMember = async (page: Page, baseUrl: string) => {
  const answer = page.waitForResponse((r) => r.url().includes('/api/customer-process/searchCustomer'));
  await page.goto(`${baseUrl}/customer-search`);
  const { data } = (await (await answer).json()) as { data: { id: number }[] };
  const id = data[0]?.id;
  if (id === undefined) throw new Error('the member list is empty');
  await page.goto(`${baseUrl}/customer-profile/${id}`);
  await page.getByRole('textbox', { name: 'Preferred name' }).waitFor();
  const assign = summary(page).getByRole('button', { name: 'Assign', exact: true });
  await summary(page)
    .getByRole('button', { name: /^(Assign|Remove)$/ })
    .waitFor();
  if ((await assign.count()) > 0) {
    await assign.click();
    const dialog = page.getByRole('dialog', { name: 'Assign RFID' });
    await dialog.getByRole('textbox', { name: /RFID number/ }).fill(String(Date.now()).padStart(12, '9'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await settle(page);
  }
  return id;
};

/**
 * `repetitions` saves of each kind in Chromium, signed in as a member services agent, on one
 * member's profile: each timed from the click that saves to the PATCH leaving the page and to
 * the first frame showing the notification, with the long tasks on the way.
 */
export async function measureSaves(baseUrl: string, repetitions = 20) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/customer-search`);
    await signIn(page, 'msa@example.com');
    const memberId = await openMember(page, baseUrl);
    const samples: SaveSample[] = [];
    for (let turn = 0; turn < repetitions; turn++) {
      samples.push(await saveStatus(page, turn));
      samples.push(await saveRfid(page));
      samples.push(await saveProfile(page, turn));
    }
    return { memberId, repetitions, samples };
  } finally {
    await browser.close();
  }
}
