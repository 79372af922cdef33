import { describe, expect, it } from 'vitest';
import { addStaff } from '../../server/idp/staffAdminClient.ts';
import type { AppConfig } from '../../src/domain/appConfig.ts';
import { recoveryCodeFor } from '../support/recoveryCode.ts';
import { seriousFindings } from './axe.ts';
import { fillLogin, loginShown, screenShows, signIn, useBrowserPage, useOwnAccount } from './browser.ts';
import { baseUrl, dataDir } from './product.ts';

const poolId = async () =>
  ((await (await fetch(`${baseUrl}/config.json`)).json()) as AppConfig).cognito.userPoolId;

describe('sign-in journeys (spec 1, spec 4 Authentication)', () => {
  // axe is added to the page as an inline script, which the product's CSP refuses.
  const page = useBrowserPage({ bypassCSP: true });
  // The journeys that end a session use an account of their own: a sign-out ends every earlier
  // session of its user, so a demo account's would end those of the files signed in with it.
  const sysadm = useOwnAccount('SYSADM', 'sign-out');

  it('signs in as a sysadm typing the address in capitals, shows the home page, and signs out to /login', async () => {
    await page().goto(`${baseUrl}/`);
    await loginShown(page());
    await signIn(page(), sysadm.toUpperCase());
    await page()
      .getByText(/Welcome/)
      .waitFor();
    expect(new URL(page().url()).pathname).toBe('/');

    // The sign-out asks nothing the product refuses (the local IdP has no RevokeToken).
    const refused: string[] = [];
    page().on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page()
      .getByRole('button', { name: /profile|account|user/i })
      .first()
      .click();
    await page().getByText('Logout').click();
    await loginShown(page());
    expect(refused).toEqual([]);
    const keys = await page().evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
    );
    expect(keys.filter((k) => k.endsWith('.idToken'))).toEqual([]);
  });

  it('shows the invalid-credentials message on a wrong password, and clears it when the user types again', async () => {
    await page().goto(`${baseUrl}/login`);
    await fillLogin(page(), 'sysadm@example.com', 'Wrong-pass-2026!');
    const refusal = page().getByText('Invalid credentials. Please try again.');
    await refusal.waitFor();
    expect(new URL(page().url()).pathname).toBe('/login');
    expect(await page().title()).toBe('Login · Carshare Back Office');
    await page().getByText('Carshare Back Office', { exact: true }).waitFor();
    await page().getByLabel('Password', { exact: false }).first().pressSequentially('x');
    await refusal.waitFor({ state: 'detached' });
  });

  it('sends a signed-in visit to /login on to Home', async () => {
    await page().goto(`${baseUrl}/login`);
    await signIn(page(), 'msa@example.com');
    await page()
      .getByText(/Welcome/)
      .waitFor();
    await page().goto(`${baseUrl}/login`);
    await page()
      .getByText(/Welcome/)
      .waitFor();
    expect(new URL(page().url()).pathname).toBe('/');
    expect(await page().getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });

  it('after a 401 in the middle of a session, signs in again and returns to the same page', async () => {
    await page().goto(`${baseUrl}/login`);
    await signIn(page(), sysadm);
    await page().goto(`${baseUrl}/team`);
    await screenShows(page(), 'Team');
    await page().getByRole('cell').first().waitFor();
    // The server stops accepting the session (a token revoked elsewhere): the next call is a 401.
    await page().route('**/api/staffs?**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"messageKey":"error.unauthorized"}',
      }),
    );
    await page().getByPlaceholder('Search by name').fill('mor');
    await loginShown(page());
    await page().unroute('**/api/staffs?**');
    await signIn(page(), sysadm);
    await screenShows(page(), 'Team');
    expect(new URL(page().url()).pathname).toBe('/team');
    expect(JSON.parse(new URL(page().url()).searchParams.get('filter') ?? '{}')).toEqual({ q: 'mor' });
  });

  it('lets a new user with a temporary password through the new-password challenge', async () => {
    const email = `e2e-${Date.now()}@example.com`;
    await addStaff({ baseUrl, dataDir }, { email, group: 'MSA', temporaryPassword: 'Temp-pass-2026!' });

    await page().goto(`${baseUrl}/login`);
    await signIn(page(), email, 'Temp-pass-2026!');
    await page()
      .getByText(/Welcome/)
      .waitFor();
    expect(new URL(page().url()).pathname).toBe('/');
  });

  it('returns to the protected page visited while signed out, filters included', async () => {
    await page().goto(
      `${baseUrl}/customer-search?filter=${encodeURIComponent(JSON.stringify({ lastName: 'a' }))}`,
    );
    await loginShown(page());
    await signIn(page(), 'msa@example.com');
    await screenShows(page(), 'Customer search');
    expect(new URL(page().url()).pathname).toBe('/customer-search');
    expect(decodeURIComponent(page().url())).toContain('"lastName":"a"');
    await page().getByRole('row').nth(1).waitFor();
    expect(await page().getByRole('row').count()).toBeGreaterThan(1);
  });

  it('the sign-in page loads no screen and no react-admin, passes axe, and opens the ticket search asked for', async () => {
    const filter = { status: ['New'] };
    const asked = `/ticket-search?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    const scripts: string[] = [];
    page().on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page().goto(`${baseUrl}${asked}`);
    await loginShown(page());
    expect(new URL(page().url()).pathname).toBe('/login');
    // The route table (every screen) and the app's start (react-admin) come after sign-in.
    expect(scripts.filter((path) => /\/(routeTable|startAdmin)-/.test(path))).toEqual([]);
    expect(await seriousFindings(page())).toEqual([]);

    await signIn(page(), 'sysadm@example.com');
    await screenShows(page(), 'Tickets');
    const landed = new URL(page().url());
    expect(landed.pathname).toBe('/ticket-search');
    expect(JSON.parse(landed.searchParams.get('filter') ?? '{}')).toEqual(filter);
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
    await loginShown(page());

    await page().getByText('Forgot your password?').click();
    await page().getByRole('heading', { name: 'Password Recovery' }).waitFor();
    await page().getByLabel('E-mail').fill(email);
    await page().getByRole('button', { name: 'Send the code' }).click();
    await page().getByText(`If an account exists for ${email}`).waitFor();
    const code = await recoveryCodeFor(dataDir, userPoolId, email);
    expect(code).toMatch(/^\d{6}$/);

    await page().getByText('I have a code').click();
    await page().getByRole('heading', { name: 'Reset Password' }).waitFor();
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
