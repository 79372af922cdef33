import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createCognitoClient } from './authProvider/cognito.ts';
import { SIGNED_OUT_PATHS, SignInApp } from './pages/auth/SignInApp.tsx';
import type { SignInAuth } from './pages/auth/signInContext.ts';
import { createTranslator } from './pages/auth/translator.ts';
import { StartupError } from './custom/layout/StartupError.tsx';
import { savedLocale, signInMessagesOf } from './locales.ts';
import type { AppConfig } from './domain/appConfig.ts';
import { fetchConfig } from './loadConfig.ts';

const root = createRoot(document.getElementById('root')!);

/**
 * The first page holds the sign-in form and the identity client only (docs/architecture.md,
 * Sign-in notes). With a session, the app (react-admin, the shell, the screens) is loaded at
 * once; without one, the sign-in page shows and the app is fetched while the user types, then
 * opens on the page asked for. The app hands a signed-out visit back here (SignedOutOnly.tsx)
 * with that page in history.state.next, which survives its reload.
 */
const start = async () => {
  const locale = savedLocale();
  const messages = await signInMessagesOf(locale);
  document.documentElement.lang = locale;
  try {
    const config = await fetchConfig();
    // Checked in full by the app before it starts (parseAppConfig); a pool missing here fails at once.
    const cognito = createCognitoClient((config as Partial<AppConfig>).cognito!);
    let admin: ReturnType<typeof load> | undefined;
    const load = () => import('./startAdmin.tsx').then(({ createAdmin }) => createAdmin(config, cognito));
    // A load that failed (the network) is tried again at the next call rather than kept.
    const adminApp = () =>
      (admin ??= load().catch((error: unknown) => {
        admin = undefined;
        throw error;
      }));
    if (await cognito.currentSession()) return (await adminApp()).render(root);

    const asked = (window.history.state as { next?: unknown } | null)?.next;
    const { pathname, search } = window.location;
    const next =
      typeof asked === 'string' ? asked : SIGNED_OUT_PATHS.includes(pathname) ? '/' : pathname + search;
    if (!SIGNED_OUT_PATHS.includes(pathname)) window.history.replaceState(null, '', '/login');
    // Fetched at the user's first key or click, so it never competes with the form's own files.
    const prefetch = () =>
      void adminApp().catch((error: unknown) => console.error('The app could not be loaded', error));
    document.addEventListener('keydown', prefetch, { once: true });
    document.addEventListener('pointerdown', prefetch, { once: true });

    const auth: SignInAuth = {
      login: async (credentials) => (await adminApp()).authProvider.login(credentials),
      forgotPassword: async (email) => (await adminApp()).authProvider.forgotPassword(email),
      confirmPassword: async (email, code, password) =>
        (await adminApp()).authProvider.confirmPassword(email, code, password),
    };
    const onSignedIn = () => {
      window.history.replaceState(null, '', next);
      void adminApp().then((app) => app.render(root));
    };
    root.render(
      <StrictMode>
        <SignInApp auth={auth} locale={locale} messages={messages} onSignedIn={onSignedIn} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('Start-up failed', error);
    root.render(<StartupError message={createTranslator(messages)('app.error.config')} />);
  }
};

void start();
