import type { AuthProvider, UserIdentity } from 'ra-core';
import { normalizeUsername } from '../domain/formats.ts';
import { normalizeRoles, type Role } from '../domain/roles.ts';
import { mayOpen } from './mayOpen.ts';
import type { CallParams, Verb } from '../dataProvider/types.ts';
import type { CognitoClient } from './cognito.ts';
import { recoveryErrorKey, resetFailure, signInFailure } from './cognitoErrors.ts';
import { sessionStore, type CurrentUser, type SessionStore } from './sessionStore.ts';

export interface AuthDeps {
  cognito: CognitoClient;
  /** The data provider's call, so session calls follow the same request rules as the rest. */
  call: <T = unknown>(resource: string, verb: Verb, params?: CallParams) => Promise<T>;
  /** A real pool revokes every token at sign-out; the local IdP only forgets them. */
  globalSignOut: boolean;
  /** Drops whatever the identity library left behind. */
  clearStorage: () => void;
  store?: SessionStore;
}

interface CurrentStaff {
  id: number | string;
  firstName?: string;
  lastName?: string;
  email?: string;
  role?: string;
}

export interface AppAuthProvider extends AuthProvider {
  /** Asks for the current user once at start; checkAuth waits for the answer. */
  start: () => Promise<void>;
  /** Ends the session without navigating anywhere. */
  silentLogout: () => Promise<void>;
  getIdToken: () => Promise<string | null>;
  forgotPassword: (email: string) => Promise<void>;
  confirmPassword: (email: string, code: string, newPassword: string) => Promise<void>;
}

/** A rejection whose message is an i18n key the pages translate, with the key's arguments if any. */
const failure = (messageKey: string, cause?: unknown, messageArgs?: Record<string, number>) =>
  Object.assign(new Error(messageKey), { cause, messageArgs });

export const createAuthProvider = ({
  cognito,
  call,
  globalSignOut,
  clearStorage,
  store = sessionStore,
}: AuthDeps): AppAuthProvider => {
  let started: Promise<void> | null = null;

  const validate = async (): Promise<CurrentUser> => {
    const user = await call<{ username: string }>('validate', 'FETCH');
    return { username: user.username };
  };

  const silentLogout = async (): Promise<void> => {
    try {
      await cognito.signOut(false);
    } catch (error) {
      console.error('Silent sign-out failed', error);
    }
    clearStorage();
    store.logoutSuccess();
  };

  const start = (): Promise<void> => {
    started ??= (async () => {
      store.pending();
      if (!(await cognito.currentSession())) {
        store.logoutSuccess();
        return;
      }
      try {
        store.loginSuccess(await validate());
      } catch (error) {
        // Spec 8: failure to fetch the current user triggers a silent logout.
        console.error('Current user check failed', error);
        await silentLogout();
      }
    })();
    return started;
  };

  // react-admin asks canAccess once per entity at the same moment: they share one session
  // read, so an expired id token is refreshed once, not once per entity.
  let reading: Promise<Role[]> | null = null;
  const roles = (): Promise<Role[]> =>
    (reading ??= cognito
      .currentSession()
      .then((session) => normalizeRoles(session?.getIdToken().decodePayload()['cognito:groups']))
      .finally(() => {
        reading = null;
      }));

  return {
    start,
    silentLogout,

    login: async ({ username, password }: { username: string; password: string }) => {
      await start();
      store.pending();
      try {
        await cognito.signIn(normalizeUsername(username), password);
      } catch (error) {
        const known = signInFailure(error);
        if (!known) console.error('Sign-in failed', error);
        store.loginFailure(error);
        throw failure(known?.key ?? 'ra.auth.sign_in_error', error, known?.args);
      }
      try {
        store.loginSuccess(await validate());
      } catch (error) {
        console.error('Current user check failed after sign-in', error);
        await silentLogout();
        store.loginFailure(error);
        throw failure('ra.auth.sign_in_error', error);
      }
    },

    logout: async () => {
      await start();
      const hadSession = Boolean(await cognito.currentSession());
      let logoutError: unknown = null;
      if (hadSession) {
        // Revoke first: the call needs the token the sign-out is about to drop.
        await call('revoke', 'ADD').catch((error: unknown) => console.error('Sign-out record failed', error));
        await cognito.signOut(globalSignOut).catch((error: unknown) => {
          console.error('Sign-out failed', error);
          logoutError = error;
        });
      }
      clearStorage();
      if (logoutError) store.logoutFailure(logoutError);
      else store.logoutSuccess();
      // Resolving lets react-admin go to /login, failure or not.
    },

    checkAuth: async () => {
      await start();
      if (!store.getSnapshot().authenticated) {
        // Nobody signed in yet: straight to the login page, without an error message.
        throw { message: false };
      }
      if (!(await cognito.currentSession())) {
        await silentLogout();
        throw { message: 'ra.auth.auth_check_error' };
      }
    },

    checkError: async (error: { status?: number } | undefined) => {
      // 401: the session is over, react-admin signs out and remembers where the user was.
      // 403: the user stays signed in and sees the error.
      if (error?.status === 401) throw { message: 'ra.notification.logged_out' };
    },

    getIdentity: async (): Promise<UserIdentity> => {
      await start();
      const username = store.getSnapshot().currentUser?.username ?? '';
      try {
        const staff = await call<CurrentStaff>('currentStaff', 'FETCH');
        const fullName = [staff.firstName, staff.lastName].filter(Boolean).join(' ');
        return { id: staff.id ?? username, fullName: fullName || username, username };
      } catch {
        return { id: username, fullName: username, username };
      }
    },

    getPermissions: roles,

    canAccess: async ({ resource }: { resource: string }) => mayOpen(await roles(), resource),

    getIdToken: async () => (await cognito.currentSession())?.getIdToken().getJwtToken() ?? null,

    forgotPassword: async (email: string) => {
      try {
        await cognito.forgotPassword(normalizeUsername(email));
      } catch (error) {
        const key = recoveryErrorKey(error);
        if (!key) return;
        console.error('Password recovery failed', error);
        throw failure(key, error);
      }
    },

    confirmPassword: async (email: string, code: string, newPassword: string) => {
      try {
        await cognito.confirmPassword(normalizeUsername(email), code.trim(), newPassword);
      } catch (error) {
        console.error('Password reset failed', error);
        const { key, args } = resetFailure(error);
        throw failure(key, error, args);
      }
    },
  };
};
