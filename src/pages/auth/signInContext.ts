import { createContext, useContext } from 'react';
import type { Locale } from '../../locales.ts';
import type { Translate } from './translator.ts';

/** What the signed-out pages ask of the identity provider (the app's authProvider does it). */
export interface SignInAuth {
  login: (credentials: { username: string; password: string }) => Promise<unknown>;
  forgotPassword: (email: string) => Promise<void>;
  confirmPassword: (email: string, code: string, newPassword: string) => Promise<void>;
}

/** A page change inside the signed-out pages; `notice` is a message key the next page shows. */
export interface SignInLocation {
  pathname: string;
  search: string;
  notice?: string;
}

interface SignInServices {
  auth: SignInAuth;
  translate: Translate;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  location: SignInLocation;
  navigate: (to: string, options?: { notice?: string; replace?: boolean }) => void;
  /** Called once the user is signed in: the app takes over. */
  onSignedIn: () => void;
}

export const SignInContext = createContext<SignInServices | null>(null);

export const useSignIn = (): SignInServices => {
  const services = useContext(SignInContext);
  if (!services) throw new Error('useSignIn outside SignInApp');
  return services;
};
