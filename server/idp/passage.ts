import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { passwordPolicyBreach, passwordPolicyMessage } from '../../src/domain/auth/passwordPolicy.ts';
import { RECOVERY_LIMIT_MESSAGE } from '../../src/domain/auth/recoveryRequests.ts';
import { lockoutMessage, throttleKey } from '../../src/domain/auth/signInThrottle.ts';
import { storableString } from '../../src/domain/validation.ts';
import { accountEmailLookup } from './accountEmail.ts';
import { challengeSessions } from './challengeSessions.ts';
import { IDP_SECRET_HEADER } from './credentials.ts';
import type { IdpEndpoint } from './client.ts';
import { answerFloor } from './answerFloor.ts';
import { oneAtATime } from './oneAtATime.ts';
import { createRecoveryRequests } from './recoveryRequests.ts';
import { createSignInThrottle } from './signInThrottle.ts';
import { errorResponses } from '../http/responses.ts';
import { errorBody, HttpError } from '../http/httpError.ts';
import { issueOfRefreshToken } from '../plugins/app/revocations.ts';

/**
 * Local mode: the browser reaches the embedded IdP under the app's own origin (POST /idp), so
 * the CSP stays at connect-src 'self'. Only the operations the web app calls pass (its local
 * sign-out is not global, so no GlobalSignOut); the IdP's admin API stays behind its secret.
 * On the way the passage does what a real pool does and cognito-local does not: it throttles
 * password guessing per account (whatever the spelling of its name), answers unknown users as
 * known ones, binds challenge sessions to their user and their challenge, holds new passwords
 * to the pool's default policy, voids recovery codes after 5 wrong tries or an hour, gives at
 * most 5 codes an hour per user name, and refuses the refresh tokens of sessions signed out
 * (revocations.ts).
 */
const SERVICE = 'AWSCognitoIdentityProviderService';
export const PASSAGE_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;
type Operation = (typeof PASSAGE_OPERATIONS)[number];
const TARGETS = PASSAGE_OPERATIONS.map((operation) => `${SERVICE}.${operation}`) as [string, ...string[]];
const AMZ_JSON = 'application/x-amz-json-1.1';
const BODY_LIMIT = 64 * 1024;
const BAD_CREDENTIALS = ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'];
/**
 * ForgotPassword for a known user took a median 15 ms against 3.5 ms for an unknown one
 * (bench/signInTiming.ts); the answer waits for this floor, well above the known case's p95.
 */
export const RECOVERY_ANSWER_FLOOR_MS = 250;

const headersSchema = z.object({
  'x-amz-target': z.enum(TARGETS).describe('The identity-provider operation; any other is refused (403)'),
});

const cognitoError400 = {
  description:
    'An identity-provider error as Cognito words it ({__type, message}); a body that is not JSON gets an ApiError',
  content: {
    [AMZ_JSON]: { schema: z.looseObject({ __type: z.string().optional(), message: z.string().optional() }) },
  },
};

type Body = Record<string, unknown>;

// The fields cognito-local reads, checked here: given a number or an object where it expects a
// string, it fails with a 500; the throttle's table cannot hold NUL. Other fields
// (ClientMetadata, ...) pass as they are.
const text64 = storableString().max(4096);
/** Text values only; the names the web app sends are listed for the document. */
const strings = (...names: string[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, text64.optional()]))).catchall(text64);
const BODIES: Record<Operation, z.ZodType> = {
  InitiateAuth: z.looseObject({
    AuthFlow: z.enum(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']),
    ClientId: text64,
    AuthParameters: strings('USERNAME', 'PASSWORD', 'REFRESH_TOKEN'),
  }),
  RespondToAuthChallenge: z.looseObject({
    ChallengeName: text64,
    ClientId: text64,
    Session: text64,
    ChallengeResponses: strings('USERNAME', 'NEW_PASSWORD'),
  }),
  ForgotPassword: z.looseObject({ ClientId: text64, Username: text64 }),
  ConfirmForgotPassword: z.looseObject({
    ClientId: text64,
    Username: text64,
    ConfirmationCode: text64,
    Password: text64,
  }),
};
/**
 * For the document: a body is one of the four, listed in the order of the targets (the
 * generated bad-input suite pairs them so); the handler checks it against its target's.
 */
const passageBody = z.union(
  PASSAGE_OPERATIONS.map((operation) => BODIES[operation]) as [z.ZodType, z.ZodType],
);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (body: Body, group: string, name: string) => text((body[group] as Body | undefined)?.[name]);

interface IdpAnswer {
  status: number;
  body: Body;
}

/** "s***@e***": the same shape for every user name, so the answer tells nothing about the account. */
const maskedDestination = (username: string) => {
  const [local, domain = ''] = username.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

export default async function idpPassage(
  fastify: FastifyInstance,
  { idp, userPoolId }: { idp: IdpEndpoint; userPoolId: string },
) {
  const throttle = createSignInThrottle(fastify.db);
  const accountEmail = accountEmailLookup(idp, userPoolId);
  const recoveryRequests = createRecoveryRequests(fastify.db);
  const serially = oneAtATime();
  const sessions = challengeSessions();

  fastify.addContentTypeParser(AMZ_JSON, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, raw, done) => {
    try {
      const body: unknown = JSON.parse(String(raw));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
      done(null, body);
    } catch (error) {
      done(
        Object.assign(new Error(`Body is not a JSON object: ${(error as Error).message}`), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  const cognitoError = (type: string, message: string): IdpAnswer => ({
    status: 400,
    body: { __type: type, message },
  });
  const forward = async (operation: Operation, body: Body): Promise<IdpAnswer> => {
    const response = await fetch(idp.url, {
      method: 'POST',
      headers: {
        'content-type': AMZ_JSON,
        'x-amz-target': `${SERVICE}.${operation}`,
        [IDP_SECRET_HEADER]: idp.secret,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new HttpError(503, 'error.system', `The identity provider cannot be reached: ${String(error)}`);
    });
    const answer = (await response.json().catch(() => ({}))) as Body;
    // cognito-local answers 500 for features it lacks (other auth flows, MFA): bad input here.
    if (response.status >= 500 && text(answer.__type) === 'CognitoLocal#Unsupported')
      return cognitoError('InvalidParameterException', 'This operation is not supported here.');
    if (response.status >= 500)
      throw new HttpError(502, 'error.system', 'The identity provider failed to answer');
    return { status: response.status, body: answer };
  };
  const send = (reply: FastifyReply, { status, body }: IdpAnswer) =>
    reply.code(status).header('cache-control', 'no-store').type(AMZ_JSON).send(JSON.stringify(body));
  const errorType = (answer: IdpAnswer) => (answer.status === 200 ? '' : text(answer.body.__type));
  const invalidCredentials = () => cognitoError('NotAuthorizedException', 'Incorrect username or password.');
  /** The pool's refusal of a password that breaks its policy (src/domain/auth/passwordPolicy.ts), before the IdP sees it. */
  const policyRefusal = (password: string): IdpAnswer | null => {
    const breach = passwordPolicyBreach(password);
    return breach ? cognitoError('InvalidPasswordException', passwordPolicyMessage(breach)) : null;
  };

  const signIn = async (body: Body, log: FastifyBaseLogger): Promise<IdpAnswer> => {
    const username = field(body, 'AuthParameters', 'USERNAME').trim().toLowerCase();
    if (!username) return cognitoError('InvalidParameterException', 'Missing required parameter USERNAME');
    const key = throttleKey(username, await accountEmail(username));
    return serially(key, async () => {
      const wait = await throttle.waitSeconds(key);
      if (wait > 0) return cognitoError('TooManyRequestsException', lockoutMessage(wait));
      const answer = await forward('InitiateAuth', body);
      if (BAD_CREDENTIALS.includes(errorType(answer))) {
        const { failures, lockedForSeconds } = await throttle.signInFailed(key);
        // The user name stays out of the log (personal data); the operator sees that guessing goes on.
        if (lockedForSeconds)
          log.warn({ failures, lockedForSeconds }, 'sign-in locked after repeated failures');
        return invalidCredentials();
      }
      if (answer.status !== 200) return answer;
      await throttle.signInSucceeded(key);
      const session = text(answer.body.Session);
      const challengeUser = text((answer.body.ChallengeParameters as Body | undefined)?.USER_ID_FOR_SRP);
      const challenge = text(answer.body.ChallengeName);
      if (session && challenge)
        sessions.remember(session, { names: [username, challengeUser.toLowerCase()], challenge });
      return answer;
    });
  };

  // Sign-out (/api/authentication/revoke) records its time and session; a refresh token from
  // before it, or of the session signed out, is spent.
  const refresh = async (body: Body): Promise<IdpAnswer> => {
    const token = field(body, 'AuthParameters', 'REFRESH_TOKEN');
    let subject = '';
    let issue = issueOfRefreshToken({});
    try {
      const { payload } = decomposeUnverifiedJwt(token);
      subject = text(payload['cognito:username']);
      issue = issueOfRefreshToken(payload);
    } catch {
      // Not a token this IdP made: the IdP refuses it below, in its own words.
    }
    if (subject && (await fastify.revocations.isRevoked(subject, issue)))
      return cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    return forward('InitiateAuth', body);
  };

  const respondToChallenge = async (body: Body): Promise<IdpAnswer> => {
    const session = text(body.Session);
    const username = field(body, 'ChallengeResponses', 'USERNAME');
    const given = sessions.take(session, username);
    if (!given)
      return cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    // Another challenge than the one given (SMS_MFA for NEW_PASSWORD_REQUIRED) spends the session.
    if (text(body.ChallengeName) !== given.challenge)
      return cognitoError('InvalidParameterException', `This session answers ${given.challenge} only.`);
    const answer = challengeRefusal(body, given.challenge) ?? (await forward('RespondToAuthChallenge', body));
    // A refused new password (policy) may be tried again within the same session.
    if (answer.status !== 200) sessions.remember(session, given);
    return answer;
  };
  const challengeRefusal = (body: Body, challenge: string): IdpAnswer | null =>
    challenge === 'NEW_PASSWORD_REQUIRED'
      ? policyRefusal(field(body, 'ChallengeResponses', 'NEW_PASSWORD'))
      : null;

  const recoveryFloor = answerFloor(RECOVERY_ANSWER_FLOOR_MS);
  // An unknown user name gets the same answer, the same database work (its request count, and its
  // code counters, which ConfirmForgotPassword then checks as for a known one) and, through the
  // floor, the same time.
  const forgotPassword = (body: Body, log: FastifyBaseLogger): Promise<IdpAnswer> =>
    recoveryFloor(async () => {
      const username = text(body.Username).trim().toLowerCase();
      if (!username) return cognitoError('InvalidParameterException', 'Missing required parameter Username');
      return serially(username, async () => {
        if (!(await recoveryRequests.allowed(username))) {
          log.warn('password recovery refused: too many codes asked for one user name');
          return cognitoError('LimitExceededException', RECOVERY_LIMIT_MESSAGE);
        }
        const answer = await forward('ForgotPassword', body);
        if (answer.status !== 200 && errorType(answer) !== 'UserNotFoundException') return answer;
        await recoveryRequests.counted(username);
        await throttle.codeIssued(username);
        return {
          status: 200,
          body: {
            CodeDeliveryDetails: {
              AttributeName: 'email',
              DeliveryMedium: 'EMAIL',
              Destination: maskedDestination(username),
            },
          },
        };
      });
    });

  const confirmForgotPassword = async (body: Body): Promise<IdpAnswer> => {
    // Judged before the code: a refused password spends no guess and changes nothing.
    const refused = policyRefusal(text(body.Password));
    if (refused) return refused;
    const username = text(body.Username).trim().toLowerCase();
    return serially(username, async () => {
      if (!(await throttle.codeUsable(username)))
        return cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
      const answer = await forward('ConfirmForgotPassword', body);
      if (answer.status === 200) await throttle.codeUsed(username);
      else if (['CodeMismatchException', 'UserNotFoundException'].includes(errorType(answer))) {
        // An unknown user name holds codes no one can match, as a known one's wrong code.
        await throttle.codeFailed(username);
        return cognitoError('CodeMismatchException', 'Incorrect confirmation code');
      }
      return answer;
    });
  };

  const handlers: Record<Operation, (body: Body, log: FastifyBaseLogger) => Promise<IdpAnswer>> = {
    InitiateAuth: (body, log) => {
      if (body.AuthFlow === 'USER_PASSWORD_AUTH') return signIn(body, log);
      if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') return refresh(body);
      return Promise.resolve(cognitoError('InvalidParameterException', 'Unsupported AuthFlow'));
    },
    RespondToAuthChallenge: respondToChallenge,
    ForgotPassword: forgotPassword,
    ConfirmForgotPassword: confirmForgotPassword,
  };

  const routeOptions = {
    config: { public: true },
    bodyLimit: BODY_LIMIT,
    attachValidation: true,
    schema: {
      tags: ['authentication'],
      operationId: 'identityProviderPassage',
      summary: 'Local mode only: sign-in, first password and password recovery, passed to the embedded IdP',
      description:
        'Speaks the Cognito user-pool protocol (body `application/x-amz-json-1.1`). Only the listed ' +
        'X-Amz-Target values pass; sign-in is throttled per user, whatever the spelling of its name (5 ' +
        "failures, then 30 s doubling up to 15 min); new passwords follow the pool's default policy.",
      security: [],
      consumes: [AMZ_JSON],
      headers: headersSchema,
      body: passageBody,
      response: {
        200: {
          description: "The identity provider's answer",
          content: { [AMZ_JSON]: { schema: z.record(z.string(), z.unknown()) } },
        },
        400: cognitoError400,
        403: errorResponses(403)[403],
      },
    },
  };
  const pass = async (request: FastifyRequest, reply: FastifyReply) => {
    // The target first: another operation is refused whatever its body.
    const target = headersSchema.safeParse(request.headers);
    if (!target.success) {
      request.log.info({ target: request.headers['x-amz-target'] }, 'identity-provider target refused');
      return reply
        .code(403)
        .send(errorBody(403, 'auth.noAccess', 'This identity-provider operation does not pass here'));
    }
    const operation = target.data['x-amz-target'].slice(SERVICE.length + 1) as Operation;
    const body = BODIES[operation].safeParse(request.body ?? {});
    if (!body.success) {
      const issue = body.error.issues[0];
      const where = issue.path.join('.') || 'body';
      return send(reply, cognitoError('InvalidParameterException', `Invalid ${where}: ${issue.message}`));
    }
    return send(reply, await handlers[operation](body.data as Body, request.log));
  };
  fastify.post('/idp', routeOptions, pass);
  // The AWS SDK (tests, bench) writes the endpoint with a trailing slash; one operation in the document.
  fastify.post('/idp/', { ...routeOptions, schema: { ...routeOptions.schema, hide: true } }, pass);
}
