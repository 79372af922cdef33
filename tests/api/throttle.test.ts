import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockoutSecondsIn } from '../../src/domain/auth/signInThrottle.ts';
import { forgetIdleUserNames } from '../../server/idp/idleUserNames.ts';
import { createLocalIdpApp, type LocalIdpApp } from '../support/localIdpApp.ts';
import { recoveryCodeFor } from '../support/recoveryCode.ts';
import { engines } from './testApp.ts';

const DEMO = 'Demo-pass-2026!';

describe.each(engines)('sign-in throttling through the /idp passage on %s', (engine) => {
  let t: LocalIdpApp;
  beforeAll(async () => {
    t = await createLocalIdpApp(engine);
  });
  afterAll(() => t?.close());

  const attempt = (username: string, password: string) =>
    t.signIn(username, password).then(
      () => 'ok',
      (error: Error) => `${error.name}: ${error.message}`,
    );
  /** Moves the lock into the past, as if its time had gone by. */
  const waitOut = (username: string) =>
    t.db
      .updateTable('signin_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('username', '=', username)
      .execute();
  const waitIn = (answer: string) => lockoutSecondsIn(answer.replace(/^\w+: /, ''));

  it('refuses the right password for 30 s after 5 failures, counted per lower-cased user name, across a restart', async () => {
    const answers = [];
    for (const name of [
      'MSA@example.com',
      'msa@example.com',
      'Msa@Example.com',
      'msa@example.com',
      'msa@example.com',
    ])
      answers.push(await attempt(name, 'Wrong-pass-2026!'));
    expect(answers).toEqual(Array(5).fill('NotAuthorizedException: Incorrect username or password.'));
    const locked = await attempt('msa@example.com', DEMO);
    expect(locked).toMatch(/^TooManyRequestsException: /);
    expect(waitIn(locked)).toBeGreaterThan(25);
    expect(waitIn(locked)).toBeLessThanOrEqual(30);
    // Another user name is not concerned.
    expect(await attempt('oc@example.com', DEMO)).toBe('ok');

    await t.restartApp();
    expect(await attempt('msa@example.com', DEMO)).toMatch(/^TooManyRequestsException: /);

    // Once the wait is over, one more failure locks for twice as long.
    await waitOut('msa@example.com');
    expect(await attempt('msa@example.com', 'Wrong-pass-2026!')).toMatch(/^NotAuthorizedException/);
    const longer = await attempt('msa@example.com', DEMO);
    expect(waitIn(longer)).toBeGreaterThan(55);
    expect(waitIn(longer)).toBeLessThanOrEqual(60);

    // A success resets the count: four failures later the user may still try.
    await waitOut('msa@example.com');
    expect(await attempt('msa@example.com', DEMO)).toBe('ok');
    for (let i = 0; i < 4; i++) await attempt('msa@example.com', 'Wrong-pass-2026!');
    expect(await attempt('msa@example.com', DEMO)).toBe('ok');
  });

  it('counts guesses sent in parallel one by one: only 5 reach the identity provider', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attempt('fleet@example.com', 'Wrong-pass-2026!')),
    );
    expect(answers.filter((a) => a.startsWith('NotAuthorizedException'))).toHaveLength(5);
    expect(answers.filter((a) => a.startsWith('TooManyRequestsException'))).toHaveLength(7);
  });

  it('locks unknown user names alike, so the lock tells nothing about who exists', async () => {
    for (let i = 0; i < 5; i++) await attempt('nobody@example.com', 'Wrong-pass-2026!');
    expect(await attempt('nobody@example.com', 'Wrong-pass-2026!')).toMatch(/^TooManyRequestsException/);
  });

  describe('password recovery codes', () => {
    const forgot = (username: string) =>
      t.withClient((client) =>
        client.send(new ForgotPasswordCommand({ ClientId: t.pool.clientId, Username: username })),
      );
    const confirm = (username: string, code: string, password = 'Reset-pass-2026!') =>
      t
        .withClient((client) =>
          client.send(
            new ConfirmForgotPasswordCommand({
              ClientId: t.pool.clientId,
              Username: username,
              ConfirmationCode: code,
              Password: password,
            }),
          ),
        )
        .then(
          () => 'ok',
          (error: Error) => error.name,
        );
    const codeOf = async (email: string) => (await recoveryCodeFor(t.dataDir, t.pool.userPoolId, email))!;
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('voids the code after 5 wrong ones, until a new code is asked for', async () => {
      await forgot('bi@example.com');
      const code = await codeOf('bi@example.com');
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await confirm('bi@example.com', wrong(code)));
      expect(answers).toEqual(Array(5).fill('CodeMismatchException'));
      expect(await confirm('bi@example.com', code)).toBe('ExpiredCodeException');

      await forgot('bi@example.com');
      expect(await confirm('bi@example.com', await codeOf('bi@example.com'))).toBe('ok');
      expect(await attempt('bi@example.com', 'Reset-pass-2026!')).toBe('ok');
    });

    it('lets a code expire after an hour', async () => {
      await forgot('svc@example.com');
      await t.db
        .updateTable('signin_throttle')
        .set({ code_issued_at: new Date(Date.now() - 61 * 60_000) })
        .where('username', '=', 'svc@example.com')
        .execute();
      expect(await confirm('svc@example.com', await codeOf('svc@example.com'))).toBe('ExpiredCodeException');
    });

    it("counts the codes of an unknown user name as a known one's, so ConfirmForgotPassword answers alike", async () => {
      const counters = (username: string) =>
        t.db
          .selectFrom('signin_throttle')
          .select(['code_failures', (eb) => eb('code_issued_at', 'is not', null).as('codeIssued')])
          .where('username', '=', username)
          .executeTakeFirst();
      await forgot('OC@example.com');
      await forgot('ghost-oc@example.com');
      expect(await counters('ghost-oc@example.com')).toEqual(await counters('oc@example.com'));
      expect(await counters('oc@example.com')).toEqual({ code_failures: 0, codeIssued: true });

      const code = await codeOf('oc@example.com');
      const tries = async (username: string) => {
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await confirm(username, wrong(code)));
        return answers;
      };
      const known = await tries('oc@example.com');
      expect(known).toEqual([...Array(5).fill('CodeMismatchException'), 'ExpiredCodeException']);
      expect(await tries('ghost-oc@example.com')).toEqual(known);
    });

    it('refuses the 6th code of an hour alike for a known and an unknown name, across a restart, so guesses stay bounded', async () => {
      const raw = async (username: string) => {
        const response = await t.passage('ForgotPassword', { ClientId: t.pool.clientId, Username: username });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      const guesses = async (username: string, code: string) => {
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await confirm(username, wrong(code)));
        return answers;
      };
      const voided = [...Array(5).fill('CodeMismatchException'), 'ExpiredCodeException'];
      for (let i = 0; i < 5; i++) {
        expect((await raw('drive@example.com')).status).toBe(200);
        expect((await raw('ghost-drive@example.com')).status).toBe(200);
        const code = await codeOf('drive@example.com');
        expect(await guesses('drive@example.com', code)).toEqual(voided);
        expect(await guesses('ghost-drive@example.com', code)).toEqual(voided);
      }
      const known = await raw('drive@example.com');
      expect(known).toEqual({
        status: 400,
        body: {
          __type: 'LimitExceededException',
          message: 'Attempt limit exceeded, please try after some time.',
        },
      });
      expect(await raw('Ghost-Drive@example.com')).toEqual(known);
      // No new code came with the refusal: the last one stays void, so 25 wrong guesses were all there was.
      expect(await confirm('drive@example.com', await codeOf('drive@example.com'))).toBe(
        'ExpiredCodeException',
      );
      const counts = (username: string) =>
        t.db
          .selectFrom('recovery_requests')
          .select('requests')
          .where('username', '=', username)
          .executeTakeFirstOrThrow();
      expect(await counts('ghost-drive@example.com')).toEqual(await counts('drive@example.com'));

      await t.restartApp();
      expect(await raw('drive@example.com')).toEqual(known);
      expect(await raw('ghost-drive@example.com')).toEqual(known);

      // An hour after the first request of the window, a code may be asked again.
      await t.db
        .updateTable('recovery_requests')
        .set({ window_started_at: new Date(Date.now() - 61 * 60_000) })
        .where('username', 'in', ['drive@example.com', 'ghost-drive@example.com'])
        .execute();
      expect((await raw('drive@example.com')).status).toBe(200);
      expect((await raw('ghost-drive@example.com')).status).toBe(200);
      expect(await confirm('drive@example.com', await codeOf('drive@example.com'))).toBe('ok');
    });

    it('answers a code for an unknown user as for a known user without a code', async () => {
      expect(await confirm('ghost@example.com', '123456')).toBe('ExpiredCodeException');
      expect(await confirm('mgmt@example.com', '123456')).toBe('ExpiredCodeException');
    });
  });

  it('forgets the counters of user names not seen for a day, when ready and by the clock', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    await t.db
      .insertInto('signin_throttle')
      .values([
        { username: 'gone@example.com', failures: 3, seen_at: hoursAgo(25) },
        { username: 'recent@example.com', failures: 3, seen_at: hoursAgo(23) },
        { username: 'back@example.com', failures: 3, seen_at: hoursAgo(25) },
      ])
      .execute();
    await t.db
      .insertInto('recovery_requests')
      .values([
        { username: 'gone@example.com', window_started_at: hoursAgo(25), requests: 5, seen_at: hoursAgo(25) },
        {
          username: 'recent@example.com',
          window_started_at: hoursAgo(23),
          requests: 5,
          seen_at: hoursAgo(23),
        },
      ])
      .execute();
    // Seen again: a failed sign-in writes its row anew.
    expect(await attempt('back@example.com', 'Wrong-pass-2026!')).toMatch(/^NotAuthorizedException/);
    const names = async (table: 'signin_throttle' | 'recovery_requests') =>
      (
        await t.db
          .selectFrom(table)
          .select('username')
          .where('username', 'in', ['gone@example.com', 'recent@example.com', 'back@example.com'])
          .orderBy('username')
          .execute()
      ).map((row) => row.username);

    await t.restartApp(); // the server forgets as it becomes ready
    expect(await names('signin_throttle')).toEqual(['back@example.com', 'recent@example.com']);
    expect(await names('recovery_requests')).toEqual(['recent@example.com']);
    const back = await t.db
      .selectFrom('signin_throttle')
      .select('failures')
      .where('username', '=', 'back@example.com')
      .executeTakeFirstOrThrow();
    expect(back.failures).toBe(4);

    // A day after now, the others go too.
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    expect(await forgetIdleUserNames(t.db, dayLater)).toBeGreaterThanOrEqual(3);
    expect(await names('signin_throttle')).toEqual([]);
    expect(await names('recovery_requests')).toEqual([]);
  });
});
