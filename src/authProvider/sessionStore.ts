import type { Role } from '../domain/roles.ts';

/** Spec point 3: who is signed in, as the validate call answers. */
export interface CurrentUser {
  username: string;
  userRoles: Role[];
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
  let state: SessionState = { ...SIGNED_OUT, loading: true };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): SessionState => state,
    pending: () => set({ loading: true, error: null }),
    loginSuccess: (currentUser: CurrentUser) =>
      set({ authenticated: true, currentUser, loading: false, error: null, logoutError: null }),
    loginFailure: (error: unknown) => set({ ...SIGNED_OUT, error }),
    logoutSuccess: () => set({ ...SIGNED_OUT }),
    logoutFailure: (logoutError: unknown) => set({ ...SIGNED_OUT, logoutError }),
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();
