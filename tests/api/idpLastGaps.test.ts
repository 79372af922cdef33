import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../../server/idp/staffAdminClient.ts';
import { STAFF_ADMIN_PATH } from '../../server/idp/staffAdminRoute.ts';
import { createLocalIdpApp, type LocalIdpApp } from '../support/localIdpApp.ts';
import { recoveryCodeFor } from '../support/recoveryCode.ts';
import { engines } from './testApp.ts';

const DEMO = 'Demo-pass-2026!';
const payload = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));

describe.each(engines)(
  'the new-password challenge, the password policy and the lockout, through /idp on %s',
  (engine) => {
    let t: LocalIdpApp;
    beforeAll(async () => {
      t = await createLocalIdpApp(engine);
    });
    afterAll(() => t?.close());

    /** One raw call as the browser library makes it: the status and the body, whatever they are. */
    const call = async (target: string, body: object) => {
      const response = await t.passage(target, body);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const signIn = (username: string, password: string) =>
      call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.pool.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      });
    const respond = (session: unknown, challenge: string, responses: Record<string, string>) =>
      call('RespondToAuthChallenge', {
        ClientId: t.pool.clientId,
        ChallengeName: challenge,
        Session: session,
        ChallengeResponses: responses,
      });
    const newStaff = async (email: string, temporaryPassword: string) => {
      await addStaff({ baseUrl: t.baseUrl, dataDir: t.dataDir }, { email, group: 'MSA', temporaryPassword });
      const challenge = await signIn(email, temporaryPassword);
      expect(challenge.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      return challenge.body.Session;
    };

    it('the new-password step cannot be skipped: only the challenge the session was given passes', async () => {
      const email = 'skipper@example.com';
      const temporary = 'Temp-skip-2026!';
      for (const [challenge, responses] of [
        ['SMS_MFA', { USERNAME: email, SMS_MFA_CODE: '123456' }],
        ['SOFTWARE_TOKEN_MFA', { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '123456' }],
        ['CUSTOM_CHALLENGE', { USERNAME: email, ANSWER: 'x' }],
      ] as const) {
        const session = await newStaff(email, temporary);
        const skipped = await respond(session, challenge, responses);
        expect(skipped, challenge).toEqual({
          status: 400,
          body: {
            __type: 'InvalidParameterException',
            message: 'This session answers NEW_PASSWORD_REQUIRED only.',
          },
        });
        // The session is spent, and the temporary password is still only temporary.
        expect(
          (await respond(session, 'NEW_PASSWORD_REQUIRED', { USERNAME: email, NEW_PASSWORD: temporary }))
            .body,
        ).toMatchObject({ __type: 'NotAuthorizedException' });
        expect((await signIn(email, temporary)).body).toMatchObject({
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
        });
      }
    });

    it("the new password follows the pool's policy; a refused one changes nothing and the session may try again", async () => {
      const email = 'weak-new@example.com';
      const temporary = 'Temp-weak-2026!';
      const session = await newStaff(email, temporary);
      const refusals = [];
      for (const password of ['a', 'ABCDEFG1!', 'abcdefg1!', 'Abcdefgh!', 'Abcdefgh1'])
        refusals.push(
          await respond(session, 'NEW_PASSWORD_REQUIRED', { USERNAME: email, NEW_PASSWORD: password }),
        );
      expect(refusals).toEqual(
        [
          'Password not long enough',
          'Password must have lowercase characters',
          'Password must have uppercase characters',
          'Password must have numeric characters',
          'Password must have symbol characters',
        ].map((reason) => ({
          status: 400,
          body: {
            __type: 'InvalidPasswordException',
            message: `Password did not conform with policy: ${reason}`,
          },
        })),
      );
      expect((await signIn(email, 'a')).body).toMatchObject({ __type: 'NotAuthorizedException' });
      // Spec 1: the web app sets the temporary password again, which passes.
      const done = await respond(session, 'NEW_PASSWORD_REQUIRED', {
        USERNAME: email,
        NEW_PASSWORD: temporary,
      });
      expect(done.status).toBe(200);
      expect((await signIn(email, temporary)).body).toHaveProperty('AuthenticationResult.IdToken');
    });

    it("ConfirmForgotPassword refuses a weak password in the pool's words, spending no guess and keeping the old password", async () => {
      const email = 'oc@example.com';
      expect((await call('ForgotPassword', { ClientId: t.pool.clientId, Username: email })).status).toBe(200);
      const code = (await recoveryCodeFor(t.dataDir, t.pool.userPoolId, email))!;
      const confirm = (password: string) =>
        call('ConfirmForgotPassword', {
          ClientId: t.pool.clientId,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        });
      expect(await confirm('a')).toEqual({
        status: 400,
        body: {
          __type: 'InvalidPasswordException',
          message: 'Password did not conform with policy: Password not long enough',
        },
      });
      expect((await confirm('reset-pass-2026')).body.message).toBe(
        'Password did not conform with policy: Password must have uppercase characters',
      );
      const counters = await t.db
        .selectFrom('signin_throttle')
        .select('code_failures')
        .where('username', '=', email)
        .executeTakeFirstOrThrow();
      expect(counters.code_failures).toBe(0);
      expect((await signIn(email, DEMO)).body).toHaveProperty('AuthenticationResult.IdToken');
      expect((await confirm('Reset-pass-2026!')).status).toBe(200);
      expect((await signIn(email, 'Reset-pass-2026!')).body).toHaveProperty('AuthenticationResult.IdToken');
    });

    it('the staff route refuses a temporary password that breaks the policy, and makes no account', async () => {
      const post = (temporaryPassword: string) =>
        fetch(`${t.baseUrl}${STAFF_ADMIN_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-carshare-idp-secret': t.idp.secret },
          body: JSON.stringify({ email: 'weak-temp@example.com', group: 'MSA', temporaryPassword }),
        });
      const refused = await post('weakpass1');
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        messageKey: 'auth.passwordPolicy.uppercase',
        fields: { temporaryPassword: 'auth.passwordPolicy.uppercase' },
      });
      expect((await (await post('Short1!')).json()).messageKey).toBe('auth.passwordPolicy.length');
      expect((await signIn('weak-temp@example.com', 'weakpass1')).body).toMatchObject({
        __type: 'NotAuthorizedException',
      });
      const row = await t.db
        .selectFrom('staffs')
        .select('id')
        .where('email', '=', 'weak-temp@example.com')
        .executeTakeFirst();
      expect(row).toBeUndefined();
      // The demo temporary password passes.
      expect((await post('Temp-pass-2026!')).status).toBe(200);
    });

    it('the lockout counts the user, not the spelling: a locked e-mail locks its sub and its other cases', async () => {
      const email = 'msa@example.com';
      const signedIn = await signIn(email, DEMO);
      const { sub } = payload((signedIn.body.AuthenticationResult as { IdToken: string }).IdToken) as {
        sub: string;
      };
      // The pool signs the sub in as the account itself.
      expect((await signIn(sub, DEMO)).body).toHaveProperty('AuthenticationResult.IdToken');
      for (let i = 0; i < 5; i++)
        expect((await signIn(email, 'Wrong-pass-2026!')).body).toMatchObject({
          __type: 'NotAuthorizedException',
        });
      for (const spelling of [email, sub, sub.toUpperCase(), 'MSA@EXAMPLE.COM', ' Msa@Example.com '])
        expect((await signIn(spelling, DEMO)).body, spelling).toMatchObject({
          __type: 'TooManyRequestsException',
        });
      // Another account is not concerned.
      expect((await signIn('fleet@example.com', DEMO)).body).toHaveProperty('AuthenticationResult.IdToken');
    });

    it('failures spread over spellings add up for the user, and unknown names are still answered as known ones', async () => {
      const signedIn = await signIn('support@example.com', DEMO);
      const { sub } = payload((signedIn.body.AuthenticationResult as { IdToken: string }).IdToken) as {
        sub: string;
      };
      const spellings = ['support@example.com', sub, 'SUPPORT@example.com', sub, 'Support@Example.com'];
      const known = [];
      for (const spelling of spellings) known.push(await signIn(spelling, 'Wrong-pass-2026!'));
      const unknown = [];
      for (let i = 0; i < 5; i++) unknown.push(await signIn('nobody-here@example.com', 'Wrong-pass-2026!'));
      expect(unknown).toEqual(known);
      const lockedKnown = await signIn('support@example.com', DEMO);
      const lockedUnknown = await signIn('nobody-here@example.com', DEMO);
      expect(lockedKnown).toMatchObject({ status: 400, body: { __type: 'TooManyRequestsException' } });
      // The same words; only the seconds left may differ by the time between the two calls.
      const words = (answer: typeof lockedKnown) => String(answer.body.message).replace(/\d+/, 'N');
      expect(lockedUnknown.status).toBe(lockedKnown.status);
      expect(words(lockedUnknown)).toBe(words(lockedKnown));
    });
  },
);
