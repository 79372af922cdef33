import { passwordPolicyMessage } from '../../../src/domain/auth/passwordPolicy.ts';
import { lockoutMessage } from '../../../src/domain/auth/signInThrottle.ts';
import type { CognitoUserSession } from 'amazon-cognito-identity-js';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/authProvider/authProvider.ts';
import type { CognitoClient } from '../../../src/authProvider/cognito.ts';
import { createSessionStore } from '../../../src/authProvider/sessionStore.ts';
import { HttpError } from '../../../src/dataProvider/HttpError.ts';

const sessionWith = (groups: unknown): CognitoUserSession =>
  ({
    getIdToken: () => ({
      decodePayload: () => ({ 'cognito:groups': groups }),
      getJwtToken: () => 'id-token',
    }),
  }) as unknown as CognitoUserSession;

const codeError = (code: string) => Object.assign(new Error(code), { code });

/** A stand-in for the identity provider and the API; the authProvider and its store are the real ones. */
const setup = (options: { session?: CognitoUserSession | null; signIn?: () => Promise<unknown> } = {}) => {
  let session = options.session ?? null;
  const cognito: CognitoClient = {
    signIn: vi.fn(async () => {
      await options.signIn?.();
      session = sessionWith([' msa ']);
      return session;
    }),
    currentSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null;
    }),
    forgotPassword: vi.fn(async () => undefined),
    confirmPassword: vi.fn(async () => undefined),
  };
  const call = vi.fn(async (resource: string) => {
    if (resource === 'validate') return { username: 'jane@example.com', userRoles: ['msa'] };
    if (resource === 'currentStaff')
      return { id: 7, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', role: 'MSA' };
    if (resource === 'revoke') return { revoked: true, revokedAt: new Date().toISOString() };
    return null;
  }) as ReturnType<typeof vi.fn> & (<T>(resource: string) => Promise<T>);
  const store = createSessionStore();
  const clearStorage = vi.fn();
  const auth = createAuthProvider({ cognito, call, globalSignOut: true, clearStorage, store });
  return { auth, cognito, call, store, clearStorage };
};

describe('spec 4: authentication states', () => {
  it('spec 4: loading until the start-up check answers, then signed out when nothing is stored', async () => {
    const { auth, store } = setup();
    expect(store.getSnapshot().loading).toBe(true);
    await auth.start();
    expect(store.getSnapshot()).toMatchObject({ loading: false, authenticated: false, currentUser: null });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('spec 4: a stored session is confirmed by the validate call and the current user kept', async () => {
    const { auth, store, call } = setup({ session: sessionWith(['MGMT']) });
    await auth.checkAuth({});
    expect(call).toHaveBeenCalledWith('validate', 'FETCH');
    expect(store.getSnapshot()).toMatchObject({
      authenticated: true,
      loading: false,
      currentUser: { username: 'jane@example.com' },
    });
  });

  it('spec 8: failure to fetch the current user triggers a silent logout', async () => {
    const { auth, store, call, cognito, clearStorage } = setup({ session: sessionWith(['MGMT']) });
    call.mockRejectedValueOnce(new HttpError('down', 500));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await auth.start();
    expect(cognito.signOut).toHaveBeenCalledWith(false);
    expect(clearStorage).toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ authenticated: false, loading: false });
  });

  it('spec 5: login lower-cases the user name and stores the current user', async () => {
    const { auth, cognito, store } = setup();
    await auth.login({ username: ' Jane@Example.COM ', password: 'pw' });
    expect(cognito.signIn).toHaveBeenCalledWith('jane@example.com', 'pw');
    expect(store.getSnapshot()).toMatchObject({ authenticated: true, error: null });
  });

  it.each(['NotAuthorizedException', 'InvalidPasswordException'])(
    'spec 8: %s is rejected as invalid credentials and stored as failure',
    async (code) => {
      const { auth, store } = setup({ signIn: async () => Promise.reject(codeError(code)) });
      await expect(auth.login({ username: 'a@b.co', password: 'x' })).rejects.toThrow(
        'auth.invalidCredentials',
      );
      expect(store.getSnapshot()).toMatchObject({ authenticated: false, loading: false });
      expect(store.getSnapshot().error).toMatchObject({ code });
    },
  );

  it('a locked user name is told how long to wait, from the message', async () => {
    const locked = Object.assign(codeError('TooManyRequestsException'), {
      message: lockoutMessage(240),
    });
    const { auth } = setup({ signIn: async () => Promise.reject(locked) });
    await expect(auth.login({ username: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'auth.tooManyAttemptsWait',
      messageArgs: { seconds: 240 },
    });
  });

  it('spec 8: another sign-in failure is logged and stored as failure state', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, store } = setup({
      signIn: async () => Promise.reject(codeError('InternalErrorException')),
    });
    await expect(auth.login({ username: 'a@b.co', password: 'x' })).rejects.toThrow('ra.auth.sign_in_error');
    expect(logged).toHaveBeenCalled();
    expect(store.getSnapshot().error).toMatchObject({ code: 'InternalErrorException' });
  });

  it('spec 4: logout records the sign-out, then signs out globally and clears the session', async () => {
    const { auth, call, cognito, clearStorage, store } = setup({ session: sessionWith(['MGMT']) });
    await auth.start();
    await auth.logout({});
    expect(call).toHaveBeenLastCalledWith('revoke', 'ADD');
    expect(cognito.signOut).toHaveBeenCalledWith(true);
    expect(clearStorage).toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({ authenticated: false, logoutError: null });
  });

  it('a sign-in in the second of the sign-out goes at once (the server refuses only the session signed out)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00.250Z') });
    try {
      const { auth, cognito } = setup({ session: sessionWith(['MGMT']) });
      await auth.start();
      await auth.logout({});
      const login = auth.login({ username: 'jane@example.com', password: 'x' });
      await vi.advanceTimersByTimeAsync(0);
      expect(cognito.signIn).toHaveBeenCalledOnce();
      await login;
    } finally {
      vi.useRealTimers();
    }
  });

  it('spec 4: a failed sign-out is stored as logout failure and still resolves (to /login)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, cognito, call, store } = setup({ session: sessionWith(['MGMT']) });
    await auth.start();
    call.mockRejectedValueOnce(new HttpError('gone', 401));
    vi.mocked(cognito.signOut).mockRejectedValueOnce(codeError('NetworkError'));
    await expect(auth.logout({})).resolves.toBeUndefined();
    expect(store.getSnapshot()).toMatchObject({
      authenticated: false,
      logoutError: { code: 'NetworkError' },
    });
  });

  it('spec 8: a 401 ends the session; a 403 does not', async () => {
    const { auth } = setup();
    await expect(auth.checkError(new HttpError('expired', 401))).rejects.toBeDefined();
    await expect(auth.checkError(new HttpError('forbidden', 403))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('broken', 500))).resolves.toBeUndefined();
  });

  it('spec 6: roles come from the id token groups; access follows the role table', async () => {
    const { auth } = setup({ session: sessionWith([' support ', 'unknown']) });
    expect(await auth.getPermissions!({})).toEqual(['SUPPORT']);
    expect(await auth.canAccess!({ action: 'list', resource: 'customers' })).toBe(false);
    expect(await auth.canAccess!({ action: 'list', resource: 'tickets' })).toBe(true);
    expect(await auth.canAccess!({ action: 'list', resource: 'dashboard' })).toBe(true);
    expect(await auth.canAccess!({ action: 'list', resource: 'somethingNew' })).toBe(false);
  });

  it("spec 6: react-admin's canAccess for every entity at once reads the session once (one token refresh at most)", async () => {
    const { auth, cognito } = setup({ session: sessionWith(['FLEET']) });
    const answers = await Promise.all(
      ['cars', 'customers', 'infleet', 'staffs'].map((resource) =>
        auth.canAccess!({ action: 'list', resource }),
      ),
    );
    expect(answers).toEqual([true, true, true, false]);
    expect(cognito.currentSession).toHaveBeenCalledTimes(1);
    // Once answered, the next question reads the session again: a new sign-in's roles count.
    await auth.canAccess!({ action: 'list', resource: 'cars' });
    expect(cognito.currentSession).toHaveBeenCalledTimes(2);
  });

  it('getIdentity names the staff member from /currentStaff, else by user name', async () => {
    const { auth, call } = setup({ session: sessionWith(['MSA']) });
    expect(await auth.getIdentity!()).toEqual({ id: 7, fullName: 'Jane Doe', username: 'jane@example.com' });
    call.mockRejectedValueOnce(new HttpError('no', 404));
    expect(await auth.getIdentity!()).toEqual({
      id: 'jane@example.com',
      fullName: 'jane@example.com',
      username: 'jane@example.com',
    });
  });

  it('password recovery does not reveal whether an account exists', async () => {
    const { auth, cognito } = setup();
    vi.mocked(cognito.forgotPassword).mockRejectedValueOnce(codeError('UserNotFoundException'));
    await expect(auth.forgotPassword(' Nobody@Example.com')).resolves.toBeUndefined();
    expect(cognito.forgotPassword).toHaveBeenCalledWith('nobody@example.com');
  });

  it('a wrong reset code is reported as such; a right one resets the password', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { auth, cognito } = setup();
    vi.mocked(cognito.confirmPassword).mockRejectedValueOnce(codeError('CodeMismatchException'));
    await expect(auth.confirmPassword('a@b.co', '123', 'pw')).rejects.toThrow('auth.reset.invalidCode');
    await expect(auth.confirmPassword('A@b.co', ' 123456 ', 'pw')).resolves.toBeUndefined();
    expect(cognito.confirmPassword).toHaveBeenLastCalledWith('a@b.co', '123456', 'pw');
  });

  it("a password the pool's policy refuses says what it lacks, at reset and at the first sign-in", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = Object.assign(codeError('InvalidPasswordException'), {
      message: passwordPolicyMessage('length'),
    });
    const { auth, cognito } = setup({ signIn: () => Promise.reject(refusal) });
    vi.mocked(cognito.confirmPassword).mockRejectedValueOnce(refusal);
    await expect(auth.confirmPassword('a@b.co', '123456', 'a')).rejects.toMatchObject({
      message: 'auth.passwordPolicy.length',
      messageArgs: { min: 8 },
    });
    await expect(auth.login({ username: 'a@b.co', password: 'a' })).rejects.toMatchObject({
      message: 'auth.passwordPolicy.length',
    });
    // An InvalidPasswordException without the policy's words keeps the general text.
    vi.mocked(cognito.confirmPassword).mockRejectedValueOnce(codeError('InvalidPasswordException'));
    await expect(auth.confirmPassword('a@b.co', '123456', 'x')).rejects.toThrow(
      'auth.reset.passwordRejected',
    );
  });
});
