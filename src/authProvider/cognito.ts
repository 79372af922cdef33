import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import type { AppConfig } from '../domain/appConfig.ts';

/** The few identity-provider operations the app uses, as promises. */
export interface CognitoClient {
  signIn: (username: string, password: string) => Promise<CognitoUserSession>;
  /** The stored session, refreshed if needed; null when there is none or it cannot be renewed. */
  currentSession: () => Promise<CognitoUserSession | null>;
  /** Ends the session; `global` also revokes the refresh tokens at the pool. */
  signOut: (global: boolean) => Promise<void>;
  forgotPassword: (username: string) => Promise<void>;
  confirmPassword: (username: string, code: string, newPassword: string) => Promise<void>;
}

export const createCognitoClient = (
  settings: AppConfig['cognito'],
  storage?: ICognitoStorage,
): CognitoClient => {
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    endpoint: settings.endpoint,
    Storage: storage,
  });
  const userOf = (username: string) => {
    const user = new CognitoUser({ Username: username, Pool: pool, Storage: storage });
    // The local IdP speaks USER_PASSWORD_AUTH only; a real pool uses SRP.
    user.setAuthenticationFlowType(settings.authFlow);
    return user;
  };

  const sessionOf = (user: CognitoUser) =>
    new Promise<CognitoUserSession | null>((resolve) => {
      user.getSession((error: Error | null, session: CognitoUserSession | null) =>
        resolve(error || !session?.isValid() ? null : session),
      );
    });

  return {
    signIn: (username, password) => {
      const user = userOf(username);
      return new Promise((resolve, reject) => {
        const callbacks: IAuthenticationCallback = {
          onSuccess: resolve,
          onFailure: reject,
          // Spec 1: the first sign-in sets the same password again. The attributes handed
          // here (email_verified, sub) must not be sent back: a real pool refuses them.
          newPasswordRequired: () => user.completeNewPasswordChallenge(password, {}, callbacks),
          mfaRequired: () =>
            reject(Object.assign(new Error('MFA is not supported'), { code: 'MfaNotSupported' })),
          totpRequired: () =>
            reject(Object.assign(new Error('MFA is not supported'), { code: 'MfaNotSupported' })),
        };
        user.authenticateUser(
          new AuthenticationDetails({ Username: username, Password: password }),
          callbacks,
        );
      });
    },

    currentSession: async () => {
      const user = pool.getCurrentUser();
      return user ? sessionOf(user) : null;
    },

    signOut: async (global) => {
      const user = pool.getCurrentUser();
      if (!user) return;
      if (global && (await sessionOf(user))) {
        try {
          await new Promise<void>((resolve, reject) =>
            user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
          );
          return;
        } catch (error) {
          // The tokens must leave this browser even when the pool cannot be reached.
          user.signOut();
          throw error;
        }
      }
      // The local IdP's passage refuses RevokeToken (its sign-out is /authentication/revoke,
      // called before): there the tokens only leave this browser. A real pool revokes them too.
      if (settings.endpoint) user.signOut();
      else await new Promise<void>((resolve) => user.signOut(resolve));
    },

    forgotPassword: (username) =>
      new Promise((resolve, reject) =>
        userOf(username).forgotPassword({
          onSuccess: () => resolve(),
          onFailure: reject,
          inputVerificationCode: () => resolve(),
        }),
      ),

    confirmPassword: (username, code, newPassword) =>
      new Promise((resolve, reject) =>
        userOf(username).confirmPassword(code, newPassword, {
          onSuccess: () => resolve(),
          onFailure: reject,
        }),
      ),
  };
};

/** Removes whatever the library left in storage (CognitoIdentityServiceProvider.*). */
export const clearCognitoStorage = (storage: Storage): void => {
  for (const key of Object.keys(storage)) {
    if (key.startsWith('CognitoIdentityServiceProvider.')) storage.removeItem(key);
  }
};
