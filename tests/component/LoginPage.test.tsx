import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, TranslationMessages } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../i18n/fr.ts';
import { createAuthProvider } from '../../src/authProvider/authProvider.ts';
import type { CognitoClient } from '../../src/authProvider/cognito.ts';
import { SignInApp } from '../../src/pages/auth/SignInApp.tsx';
import type { SignInAuth } from '../../src/pages/auth/signInContext.ts';
import { passwordPolicyMessage } from '../../src/domain/auth/passwordPolicy.ts';
import { signInMessagesOf, type Locale } from '../../src/locales.ts';

const signedOut = (login: AuthProvider['login'] = async () => undefined): AuthProvider => ({
  login: vi.fn(login),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => Promise.reject({ message: false })),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => []),
});

/** English as the sign-in page loads it (its own part of en.ts); French as the whole of fr.ts. */
type Language = { locale: Locale; messages: TranslationMessages };
const english = (): Language => ({ locale: 'en', messages: signInMessagesOf('en') as TranslationMessages });
const french = (): Language => ({ locale: 'fr', messages: fr });

/** The light sign-in page, as main.tsx starts it before the app is loaded. */
const renderLogin = (authProvider: AuthProvider, language = english(), onSignedIn = vi.fn()) =>
  render(<SignInApp auth={authProvider as unknown as SignInAuth} {...language} onSignedIn={onSignedIn} />);

beforeEach(() => window.history.replaceState(null, '', '/login'));

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

  it('shows the wait of a locked user name, translated', async () => {
    const user = userEvent.setup();
    const locked = Object.assign(new Error('auth.tooManyAttemptsWait'), { messageArgs: { seconds: 30 } });
    renderLogin(signedOut(async () => Promise.reject(locked)));
    await user.type(await userNameInput(), 'jane@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts — try again in 30 s')).toBeInTheDocument();
  });

  it('clears an old "Invalid credentials" as soon as the user types again', async () => {
    const user = userEvent.setup();
    renderLogin(signedOut(async () => Promise.reject(new Error('auth.invalidCredentials'))));
    await user.type(await userNameInput(), 'jane@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Invalid credentials. Please try again.');
    await user.type(passwordInput(), 'x');
    expect(screen.queryByText('Invalid credentials. Please try again.')).not.toBeInTheDocument();
  });

  it("shows the product's name and names the tab after the page", async () => {
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
      '/password-recovery',
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
      english,
      /User name \(e-mail\)/,
      /^Password/,
      'Sign in',
      'The password needs a symbol (such as ! - # or a space).',
    ],
    [
      'French',
      french,
      /Nom d'utilisateur \(courriel\)/,
      /^Mot de passe/,
      'Se connecter',
      'Le mot de passe doit contenir un symbole (par exemple ! - # ou une espace).',
    ],
  ])(
    "after submit, says in %s what the pool's password policy found missing",
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
