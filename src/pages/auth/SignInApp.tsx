import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import type { TranslationMessages } from 'ra-core';
import { saveLocale, signInMessagesOf, type Locale } from '../../locales.ts';
import { theme } from '../../custom/layout/theme.ts';
import { LoginPage } from './LoginPage.tsx';
import { PasswordRecoveryPage } from './PasswordRecoveryPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { SignInContext, type SignInAuth, type SignInLocation } from './signInContext.ts';
import { createTranslator } from './translator.ts';

/** Spec 2's pages for signed-out users, by path; any other path shows the login page. */
const PAGES: Record<string, ComponentType> = {
  '/password-recovery': PasswordRecoveryPage,
  '/reset-password': ResetPasswordPage,
};
export const SIGNED_OUT_PATHS = ['/login', ...Object.keys(PAGES)];

const muiTheme = createTheme(theme);

const here = (notice?: string): SignInLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  notice,
});

interface SignInAppProps {
  auth: SignInAuth;
  locale: Locale;
  messages: TranslationMessages;
  onSignedIn: () => void;
}

/**
 * The signed-out pages on their own (docs/architecture.md, Sign-in notes), with MUI,
 * react-hook-form and the identity client but without react-admin, its router or any screen,
 * so the first page a visitor loads stays light; the app is loaded once the user is signed in
 * (main.tsx).
 */
export const SignInApp = ({
  auth,
  locale: initialLocale,
  messages: initialMessages,
  onSignedIn,
}: SignInAppProps) => {
  const [language, setLanguage] = useState({ locale: initialLocale, messages: initialMessages });
  const [location, setLocation] = useState(() => here());

  useEffect(() => {
    const back = () => setLocation(here());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);

  const services = useMemo(
    () => ({
      auth,
      onSignedIn,
      location,
      locale: language.locale,
      translate: createTranslator(language.messages),
      setLocale: (next: Locale) =>
        void Promise.resolve(signInMessagesOf(next)).then(
          (messages) => {
            saveLocale(next);
            setLanguage({ locale: next, messages });
          },
          (error: unknown) => console.error('French could not be loaded', error),
        ),
      navigate: (to: string, { notice, replace }: { notice?: string; replace?: boolean } = {}) => {
        if (replace) window.history.replaceState(null, '', to);
        else window.history.pushState(null, '', to);
        setLocation(here(notice));
      },
    }),
    [auth, onSignedIn, location, language],
  );

  const Page = PAGES[location.pathname] ?? LoginPage;
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <SignInContext.Provider value={services}>
        <Page />
      </SignInContext.Provider>
    </ThemeProvider>
  );
};
