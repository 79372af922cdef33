import { describe, expect, inject, it } from 'vitest';
import { addStaff } from '../../server/idp/staffAdminClient.ts';
import type { AppConfig } from '../../src/domain/appConfig.ts';
import { recoveryCodeFor } from '../support/recoveryCode.ts';
import { fillLogin, signIn, useBrowserPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const poolId = async () =>
  ((await (await fetch(`${baseUrl}/config.json`)).json()) as AppConfig).cognito.userPoolId;

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
    const email = `e2e-${Date.now()}@example.com`;
    await addStaff({ baseUrl, dataDir }, { email, group: 'MSA', temporaryPassword: 'Temp-pass-2026!' });

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

  it('recovers a forgotten password: code requested, password reset, sign-in with the new one', async () => {
    const email = `e2e-recovery-${Date.now()}@example.com`;
    const userPoolId = await poolId();
    await addStaff({ baseUrl, dataDir }, { email, group: 'MSA', temporaryPassword: 'Temp-pass-2026!' });
    await page().goto(`${baseUrl}/login`);
    await signIn(page(), email, 'Temp-pass-2026!');
    await page()
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page().getByText('Logout').click();
    await page().waitForURL('**/login');

    await page().getByText('Forgot your password?').click();
    await page().waitForURL('**/password-recovery');
    await page().getByLabel('E-mail').fill(email);
    await page().getByRole('button', { name: 'Send the code' }).click();
    await page().getByText(`If an account exists for ${email}`).waitFor();
    const code = await recoveryCodeFor(dataDir, userPoolId, email);
    expect(code).toMatch(/^\d{6}$/);

    await page().getByText('I have a code').click();
    await page().waitForURL('**/reset-password?**');
    // The address typed on the recovery page comes along.
    expect(await page().getByLabel('E-mail').inputValue()).toBe(email);
    await page().getByLabel('Verification code').fill(code!);
    await page().getByLabel('New password').fill('Fresh-pass-2026!');
    await page().getByRole('button', { name: 'Reset the password' }).click();
    await page().getByText('Your password has been reset. You can now sign in.').waitFor();

    await page().goto(`${baseUrl}/login`);
    await signIn(page(), email, 'Fresh-pass-2026!');
    await page()
      .getByText(/Welcome/)
      .waitFor();
  });
});
