import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider.ts';
import type { CognitoClient } from '../../src/authProvider/cognito.ts';
import { LoginPage } from '../../src/custom/auth/LoginPage.tsx';
import { passwordPolicyMessage } from '../../src/domain/passwordPolicy.ts';
import { englishI18n, frenchI18n } from './testProviders.ts';

const signedOut = (login: AuthProvider['login'] = async () => undefined): AuthProvider => ({
  login: vi.fn(login),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => Promise.reject({ message: false })),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => []),
});

const renderLogin = (authProvider: AuthProvider, i18nProvider = englishI18n()) =>
  render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
    </AdminContext>,
  );

const userNameInput = () => screen.findByLabelText(/User name \(e-mail\)/);
const passwordInput = () => screen.getByLabelText(/^Password/);

describe('Login page (spec 5 Login)', () => {
  it('marks both fields as required with an asterisk and shows no error before a field is touched', async () => {
    renderLogin(signedOut());
    await userNameInput();
    const label = (text: string) => screen.getByText(text, { selector: 'label span' }).closest('label');
    expect(label('User name (e-mail)')).toHaveTextContent(/\*$/);
    expect(label('Password')).toHaveTextContent(/\*$/);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('shows "Required" once a field has been left empty', async () => {
    const user = userEvent.setup();
    renderLogin(signedOut());
    await user.click(await userNameInput());
    await user.click(passwordInput());
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
  });

  it('asks for a valid e-mail as the user name', async () => {
    const user = userEvent.setup();
    renderLogin(signedOut());
    await user.type(await userNameInput(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
  });

  it('lower-cases the user name before signing in', async () => {
    const user = userEvent.setup();
    const authProvider = signedOut();
    renderLogin(authProvider);
    await user.type(await userNameInput(), '  Jane.Doe@Example.COM ');
    await user.type(passwordInput(), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({
        username: 'jane.doe@example.com',
        password: 'S3cret!pass',
      }),
    );
  });

  it('shows "Invalid credentials. Please try again." when the authProvider rejects with it', async () => {
    const user = userEvent.setup();
    renderLogin(signedOut(async () => Promise.reject(new Error('auth.invalidCredentials'))));
    await user.type(await userNameInput(), 'jane@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
  });

  it('issue 6, point 3: shows the wait of a locked user name, translated', async () => {
    const user = userEvent.setup();
    const locked = Object.assign(new Error('auth.tooManyAttemptsWait'), { messageArgs: { seconds: 30 } });
    renderLogin(signedOut(async () => Promise.reject(locked)));
    await user.type(await userNameInput(), 'jane@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts — try again in 30 s')).toBeInTheDocument();
  });

  it('clears an old "Invalid credentials" as soon as the user types again (issue 7 point 7)', async () => {
    const user = userEvent.setup();
    renderLogin(signedOut(async () => Promise.reject(new Error('auth.invalidCredentials'))));
    await user.type(await userNameInput(), 'jane@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Invalid credentials. Please try again.');
    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Invalid credentials. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the product's name and names the tab after the page (issue 7 point 7)", async () => {
    renderLogin(signedOut());
    await userNameInput();
    expect(screen.getByText('Carshare Back Office')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(document.title).toBe('Login · Carshare Back Office');
  });

  it('links to Password Recovery', async () => {
    renderLogin(signedOut());
    await userNameInput();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '#/password-recovery',
    );
  });

  /**
   * The app's authProvider, with an identity client that fails the first sign-in's new
   * password as the pool does: the library rejects with the pool's InvalidPasswordException.
   */
  const refusedByPolicy = () => {
    const refusal = Object.assign(new Error(passwordPolicyMessage('symbol')), {
      code: 'InvalidPasswordException',
      name: 'InvalidPasswordException',
    });
    const cognito: CognitoClient = {
      signIn: vi.fn(async () => Promise.reject(refusal)),
      currentSession: vi.fn(async () => null),
      signOut: vi.fn(async () => undefined),
      forgotPassword: vi.fn(async () => undefined),
      confirmPassword: vi.fn(async () => undefined),
    };
    const call = vi.fn(async () => null) as unknown as Parameters<typeof createAuthProvider>[0]['call'];
    return createAuthProvider({ cognito, call, globalSignOut: false, clearStorage: () => undefined });
  };

  it.each([
    [
      'English',
      englishI18n,
      /User name \(e-mail\)/,
      /^Password/,
      'Sign in',
      'The password needs a symbol (such as ! - # or a space).',
    ],
    [
      'French',
      frenchI18n,
      /Nom d'utilisateur \(courriel\)/,
      /^Mot de passe/,
      'Se connecter',
      'Le mot de passe doit contenir un symbole (par exemple ! - # ou une espace).',
    ],
  ])(
    "issue 15, point 4: after submit, says in %s what the pool's password policy found missing",
    async (_language, i18n, userName, password, submit, text) => {
      const user = userEvent.setup();
      renderLogin(refusedByPolicy(), i18n());
      await user.type(await screen.findByLabelText(userName), 'new.staff@example.com');
      await user.type(screen.getByLabelText(password), 'Temporary2026');
      expect(screen.queryByText(text)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );
});
