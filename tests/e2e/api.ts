import type { Page } from 'playwright-core';

/** The signed-in user's id token, as the app keeps it. */
export const idToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider') && k.endsWith('.idToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });

/**
 * A call to the API from the page, with the signed-in user's token, as the app makes it;
 * it throws on anything but a 2xx, so a test never goes on with made-up data.
 */
export const apiCall = async <T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; ifMatch?: number } = {},
) => {
  const token = await idToken(page);
  if (!token) throw new Error(`apiCall ${path}: nobody is signed in`);
  const answer = await page.evaluate(
    async ({ path, token, method, body, ifMatch }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, token, method: init.method ?? 'GET', body: init.body, ifMatch: init.ifMatch },
  );
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.text}`);
  }
  return JSON.parse(answer.text) as T;
};
