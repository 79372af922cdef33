import { describe, expect, inject, it } from 'vitest';
import { createStaffUser } from '../../server/idp/index.ts';
import type { AppConfig } from '../../src/domain/appConfig.ts';
import { fillLogin, signIn, useBrowserPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const idpUrl = inject('idpUrl');

describe('sign-in journeys (issue 2)', () => {
  const page = useBrowserPage();

  it('signs in as sysadm, shows the home page, and signs out to /login', async () => {
    await page().goto(`${baseUrl}/`);
    await page().waitForURL('**/login');
    await signIn(page(), 'SysAdm@Example.com');
    await expect.poll(() => new URL(page().url()).pathname).toBe('/');
    await page()
      .getByText(/Welcome/)
      .waitFor();

    await page()
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page().getByText('Logout').click();
    await page().waitForURL('**/login');
    const keys = await page().evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
    );
    expect(keys.filter((k) => k.endsWith('.idToken'))).toEqual([]);
  });

  it('shows the invalid-credentials message on a wrong password', async () => {
    await page().goto(`${baseUrl}/login`);
    await fillLogin(page(), 'sysadm@example.com', 'Wrong-pass-2026!');
    await page().getByText('Invalid credentials. Please try again.').waitFor();
    expect(new URL(page().url()).pathname).toBe('/login');
  });

  it('lets a new user with a temporary password through the new-password challenge', async () => {
    const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as AppConfig;
    const email = `e2e-${Date.now()}@example.com`;
    await createStaffUser({
      url: idpUrl,
      userPoolId: config.cognito.userPoolId,
      email,
      group: 'MSA',
      temporaryPassword: 'Temp-pass-2026!',
    });

    await page().goto(`${baseUrl}/login`);
    await signIn(page(), email, 'Temp-pass-2026!');
    await expect.poll(() => new URL(page().url()).pathname).toBe('/');
    await page()
      .getByText(/Welcome/)
      .waitFor();
  });

  it('returns to the protected page visited while signed out, filters included', async () => {
    await page().goto(
      `${baseUrl}/customer-search?filter=${encodeURIComponent(JSON.stringify({ lastName: 'a' }))}`,
    );
    await page().waitForURL('**/login');
    await signIn(page(), 'msa@example.com');
    await page().waitForURL('**/customer-search**');
    expect(decodeURIComponent(page().url())).toContain('"lastName":"a"');
    await page().getByRole('row').nth(1).waitFor();
    expect(await page().getByRole('row').count()).toBeGreaterThan(1);
  });
});
