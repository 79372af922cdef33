import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { DEMO_PASSWORD } from '../../server/idp/demoAccounts.ts';
import { addStaff } from '../../server/idp/staffAdminClient.ts';
import type { Role } from '../../src/domain/roles.ts';
import { launchBrowser } from '../support/chromium.ts';
import { E2E_WAIT_MS } from '../support/waits.ts';
import { baseUrl, dataDir } from './product.ts';

// The parts the bench uses too live where no test runner is needed.
import { signIn } from '../support/chromium.ts';
export { fillLogin, signIn } from '../support/chromium.ts';

/** Waits until the sign-in form is on screen (wherever the app sent the visitor from). */
export const loginShown = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();

/** The screen's one heading, which react-admin's <Title> fills. */
export const heading = (page: Page) => page.locator('#react-admin-title');

/** expect.poll, bound by the e2e project's E2E_WAIT_MS (vitest.config.ts): screens wait on the API and on rendering. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read);

/** Waits until the screen's heading reads `text`. */
export const screenShows = (page: Page, text: string) => poll(() => heading(page).textContent()).toBe(text);

const TRAIL_LENGTH = 40;

/**
 * The page's last navigations, refused calls (4xx, 5xx, failed) and console errors, with the
 * time each came, so that a failure read from a CI log names its cause rather than its symptom.
 */
const pageTrail = (page: Page): (() => string[]) => {
  const events: string[] = [];
  const add = (event: string) => {
    events.push(`${new Date().toISOString()} ${event}`);
    if (events.length > TRAIL_LENGTH) events.shift();
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && add(`navigated ${frame.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      add(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    add(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('console', (message) => message.type() === 'error' && add(`console ${message.text()}`));
  return () => [...events];
};

/**
 * Empties what the app keeps in the browser for the product's origin (tokens, stored choices,
 * cookies), leaving the HTTP cache, so that a test starts signed out and unremembered.
 */
const forgetOrigin = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    // Not 'all': the HTTP cache is what the context is kept for. A new page has its own sessionStorage.
    storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers',
  });
  await cdp.detach();
};

/**
 * One Chromium per worker, kept from file to file (the project does not isolate its files):
 * a launch per file cost a second of CPU each. A browser that went away is launched again.
 */
let workerBrowser: Promise<Browser> | undefined;
const sharedBrowser = () =>
  (workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  }));

/**
 * One browser context for the describe block it is called in, and a fresh page for each test
 * (closed when the test ends), which starts with nothing stored for the product
 * (forgetOrigin). The context is kept so that its cache serves the app's scripts from the
 * second test on: a context per test made Chromium fetch and compile them for every test.
 * Call the returned getter inside hooks and tests only.
 */
export const useBrowserPage = (options?: BrowserContextOptions): (() => Page) => {
  let browserContext: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const browser = await sharedBrowser();
    // Without the screens' motion (theme.ts): Chromium then draws no frame of a dialog fading
    // in or of a ripple, which on CI's two cores the journeys waited on.
    browserContext = await browser.newContext({ reducedMotion: 'reduce', ...options });
    // A locator's wait or action ends at the journeys' one bound, not Playwright's 30 s
    // (tests/support/waits.ts).
    browserContext.setDefaultTimeout(E2E_WAIT_MS);
  });
  afterAll(async () => {
    await browserContext?.close();
  });
  beforeEach(async (context) => {
    page = await browserContext.newPage();
    await forgetOrigin(browserContext, page);
    const trail = pageTrail(page);
    context.onTestFinished(async () => {
      // A failed test leaves a picture of the page behind, for whoever reads the CI log, and
      // what the page went through: a journey sent back to /login says by which answer.
      if (context.task.result?.state === 'fail') {
        console.error(`e2e: "${context.task.name}", the page's last events:\n${trail().join('\n')}`);
        const file = `test-results/e2e-${context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
        await page
          .screenshot({ path: file })
          .catch((error: unknown) => console.error('no screenshot', error));
        console.error(`e2e: "${context.task.name}" failed at ${page.url()}; see ${file}`);
      }
      if (context.task.result?.state === 'pass') await keepSession(page);
      // Every page the test opened, so that none goes on polling into the next test.
      await Promise.all(browserContext.pages().map((open) => open.close()));
    });
  });
  return () => page;
};

/** What the Cognito client library keeps in localStorage: the signed-in session (amazon-cognito-identity-js). */
const SESSION_KEY_PREFIX = 'CognitoIdentityServiceProvider.';
type StoredSession = [key: string, value: string][];

/**
 * The sessions this worker's tests ended with, by e-mail: the worker's product is its own
 * (product.ts), so no other worker's sign-out revokes them. A journey that is not about signing
 * in starts with one, as a staff member's browser does the next morning: the sign-in screen and
 * its SRP exchange cost Chromium more than a second of CPU a test, signIn.test.ts keeps them.
 */
const keptSessions = new Map<string, StoredSession>();

const storedSession = (page: Page): Promise<StoredSession> =>
  page.evaluate(
    (prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)),
    SESSION_KEY_PREFIX,
  );

/** Whose session the browser holds: the e-mail in the id token of the last user the library signed in. */
const sessionEmail = (session: StoredSession): string | undefined => {
  const lastUser = session.find(([key]) => key.endsWith('.LastAuthUser'));
  const idToken = lastUser && session.find(([key]) => key.endsWith(`.${lastUser[1]}.idToken`));
  if (!idToken) return undefined;
  const claims = JSON.parse(Buffer.from(idToken[1].split('.')[1] ?? '', 'base64url').toString()) as {
    email?: string;
  };
  return claims.email?.toLowerCase();
};

/**
 * Keeps the session the page ends its test with. A test that ends signed out may have ended
 * any kept session (a sign-out ends every session of its user): all are forgotten.
 */
const keepSession = async (page: Page) => {
  if (page.isClosed() || !page.url().startsWith(baseUrl)) return;
  // A page still navigating has no storage to read: its session is simply not kept.
  const session = await storedSession(page).catch(() => undefined);
  if (!session) return;
  const email = sessionEmail(session);
  if (email) keptSessions.set(email, session);
  else keptSessions.clear();
};

/**
 * Opens `path` signed in as `email`: with the session an earlier test of this worker kept for
 * them (put back before the app's first script runs, once per page), or else, and wherever the
 * app refuses the kept one, from the sign-in screen the app shows.
 */
export const openSignedIn = async (page: Page, path: string, email: string) => {
  const kept = keptSessions.get(email.toLowerCase());
  if (kept)
    await page.addInitScript((session) => {
      if (sessionStorage.getItem('e2e.sessionRestored')) return;
      sessionStorage.setItem('e2e.sessionRestored', 'yes');
      for (const [key, value] of session) localStorage.setItem(key, value);
    }, kept);
  await page.goto(`${baseUrl}${path}`);
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await heading(page).filter({ hasText: /\S/ }).or(signInButton).first().waitFor();
  if (!(await signInButton.isVisible())) return;
  keptSessions.delete(email.toLowerCase());
  await signIn(page, email);
};

/** A fresh page per test, signed in as `email` on the home screen before each test (openSignedIn). */
export const useSignedInPage = (email: string, options?: BrowserContextOptions): (() => Page) => {
  const page = useBrowserPage(options);
  beforeEach(async () => {
    await openSignedIn(page(), '/', email);
  });
  return page;
};

/**
 * A staff member of `role` that this file alone signs in with, created before its tests (its
 * first sign-in sets the demo password again, spec 1). A sign-out ends every earlier session of
 * its user: a file that signs out, or keeps one session for minutes, must not
 * share its account with another file.
 */
export const useOwnAccount = (role: Role, name: string): string => {
  const email = `e2e-${name}-${Date.now().toString(36)}@example.com`;
  beforeAll(async () => {
    await addStaff({ baseUrl, dataDir }, { email, group: role, temporaryPassword: DEMO_PASSWORD });
  });
  return email;
};
