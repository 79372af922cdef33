import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshots, type DatabaseSnapshot } from '../support/databaseSnapshot.ts';
import { createLocalIdpApp, type LocalIdpApp } from '../support/localIdpApp.ts';
import { engines } from './testApp.ts';

/**
 * A user name holding NUL reached the sign-in throttle's table through
 * /idp (unauthenticated) and answered 500; one holding a lone surrogate was counted under
 * another name (U+FFFD). The passage refuses both as bad input, in Cognito's words, before
 * the IdP or the database sees them.
 */
describe.each(engines)('the /idp passage refuses text the database cannot keep on %s', (engine) => {
  let t: LocalIdpApp;
  let snapshot: () => Promise<DatabaseSnapshot>;
  beforeAll(async () => {
    t = await createLocalIdpApp(engine);
    snapshot = await databaseSnapshots(t.db);
  });
  afterAll(() => t?.close());

  /** Each operation the passage forwards, the field its user name is in, and a body holding `username`. */
  const OPERATIONS: [string, string, (username: string) => object][] = [
    [
      'InitiateAuth',
      'AuthParameters.USERNAME',
      (username) => ({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: t.pool.clientId,
        AuthParameters: { USERNAME: username, PASSWORD: 'Wrong-pass-2026!' },
      }),
    ],
    [
      'RespondToAuthChallenge',
      'ChallengeResponses.USERNAME',
      (username) => ({
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: t.pool.clientId,
        Session: 'a-session',
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: 'New-pass-2026!' },
      }),
    ],
    ['ForgotPassword', 'Username', (username) => ({ ClientId: t.pool.clientId, Username: username })],
    [
      'ConfirmForgotPassword',
      'Username',
      (username) => ({
        ClientId: t.pool.clientId,
        Username: username,
        ConfirmationCode: '123456',
        Password: 'New-pass-2026!',
      }),
    ],
  ];
  const CASES = OPERATIONS.flatMap((operation) =>
    [
      ['NUL', 'bi\u0000@example.com'],
      ['a lone surrogate', 'bi\ud800@example.com'],
    ].map(([kind, username]) => [operation[0], kind, operation[1], operation[2], username] as const),
  );

  it.each(CASES)(
    '%s with a user name holding %s: 400 InvalidParameterException naming the field, nothing written',
    async (target, _kind, field, body, username) => {
      const before = await snapshot();
      const response = await t.passage(target, body(username));
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: { __type: 'InvalidParameterException', message: `Invalid ${field}: validation.characters` },
      });
      expect(await snapshot()).toEqual(before);
    },
  );
});
