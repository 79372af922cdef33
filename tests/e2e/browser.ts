import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from '../support/chromium.ts';

// The parts the bench uses too live where no test runner is needed.
import { signIn } from '../support/chromium.ts';
export { fillLogin, signIn } from '../support/chromium.ts';

/** Waits until the sign-in form is on screen (wherever the app sent the visitor from). */
export const loginShown = (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor();

/** The screen's one heading, which react-admin's <Title> fills. */
export const heading = (page: Page) => page.locator('#react-admin-title');

/** expect.poll with room for a loaded machine: screens wait on the API and on rendering. */
export const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

/** Waits until the screen's heading reads `text`. */
export const screenShows = (page: Page, text: string) => poll(() => heading(page).textContent()).toBe(text);

/**
 * One browser for the describe block it is called in, and a fresh context and page for each
 * test (closed when the test ends). Call the returned getter inside hooks and tests only.
 */
export const useBrowserPage = (options?: BrowserContextOptions): (() => Page) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async (context) => {
    const browserContext = await browser.newContext(options);
    page = await browserContext.newPage();
    context.onTestFinished(async () => {
      // A failed test leaves a picture of the page behind, for whoever reads the CI log.
      if (context.task.result?.state === 'fail') {
        const file = `test-results/e2e-${context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
        await page
          .screenshot({ path: file })
          .catch((error: unknown) => console.error('no screenshot', error));
        console.error(`e2e: "${context.task.name}" failed at ${page.url()}; see ${file}`);
      }
      await browserContext.close();
    });
  });
  return () => page;
};

/** A fresh page per test, signed in as `email` from the sign-in screen before each test. */
export const useSignedInPage = (email: string, options?: BrowserContextOptions): (() => Page) => {
  const page = useBrowserPage(options);
  beforeEach(async () => {
    await page().goto(`${inject('baseUrl')}/login`);
    await loginShown(page());
    await signIn(page(), email);
  });
  return page;
};
