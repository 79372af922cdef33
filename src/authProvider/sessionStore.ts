import { createExternalStore } from '../custom/stores/externalStore.ts';

/**
 * Spec point 3: who is signed in, as the validate call answers. Roles are not kept here: the
 * id token's groups are the one source (the authProvider's getPermissions reads them).
 */
export interface CurrentUser {
  username: string;
}

/** Spec point 4: the session's states, observable in one place. */
export interface SessionState {
  authenticated: boolean;
  currentUser: CurrentUser | null;
  loading: boolean;
  error: unknown;
  logoutError: unknown;
}

const SIGNED_OUT: SessionState = {
  authenticated: false,
  currentUser: null,
  loading: false,
  error: null,
  logoutError: null,
};

/** A tiny external store (subscribe/getSnapshot) for useSyncExternalStore; the authProvider is its only writer. */
export const createSessionStore = () => {
  // Loading until the start-up check has answered.
  const { subscribe, getSnapshot, set } = createExternalStore<SessionState>({ ...SIGNED_OUT, loading: true });
  const update = (next: Partial<SessionState>) => set({ ...getSnapshot(), ...next });

  return {
    subscribe,
    getSnapshot,
    pending: () => update({ loading: true, error: null }),
    loginSuccess: (currentUser: CurrentUser) =>
      update({ authenticated: true, currentUser, loading: false, error: null, logoutError: null }),
    loginFailure: (error: unknown) => update({ ...SIGNED_OUT, error }),
    logoutSuccess: () => update({ ...SIGNED_OUT }),
    logoutFailure: (logoutError: unknown) => update({ ...SIGNED_OUT, logoutError }),
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();
