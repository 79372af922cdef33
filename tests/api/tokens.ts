import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

export interface IdTokenClaims {
  email?: string;
  groups?: string[];
  sub?: string;
  /** Seconds; default now - 5. */
  iat?: number;
  /** Seconds; default one hour after iat. */
  exp?: number;
  [claim: string]: unknown;
}

/** An RS256 JWT signed with `key`, Cognito id-token shaped. */
export const signJwt = (key: KeyObject, kid: string, payload: Record<string, unknown>) => {
  const unsigned = `${b64url({ alg: 'RS256', kid, typ: 'JWT' })}.${b64url(payload)}`;
  return `${unsigned}.${b64url(sign('RSA-SHA256', Buffer.from(unsigned), key))}`;
};

export const idTokenPayload = (
  issuer: string,
  clientId: string,
  { groups, iat, exp, ...claims }: IdTokenClaims,
) => {
  const issuedAt = iat ?? Math.floor(Date.now() / 1000) - 5;
  return {
    // One user, one subject: tokens for the same e-mail come from the same pool user.
    sub: claims.email === undefined ? randomUUID() : `user-${String(claims.email).toLowerCase()}`,
    'cognito:username': claims.sub ?? 'user',
    token_use: 'id',
    auth_time: issuedAt,
    iss: issuer,
    aud: clientId,
    iat: issuedAt,
    exp: exp ?? issuedAt + 3600,
    ...(groups ? { 'cognito:groups': groups } : {}),
    // A pool's users have their e-mail verified unless a test says otherwise.
    ...(claims.email !== undefined ? { email_verified: true } : {}),
    ...claims,
  };
};

/**
 * A stand-in user pool for API tests: its own RSA key, its JWKS on a loopback port, and id
 * tokens signed like Cognito's. Tests never depend on the embedded IdP.
 */
export async function startTokenIssuer(userPoolId = 'us-west-2_TestPool', clientId = 'test-client') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `test-${randomUUID()}`;
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  const server = createServer((request, response) => {
    const found = request.url === `/${userPoolId}/.well-known/jwks.json`;
    response
      .writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
      .end(found ? JSON.stringify(jwks) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/${userPoolId}`;
  return {
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    userPoolId,
    clientId,
    /** A valid id token with these claims (override iss/aud/token_use to make it invalid). */
    idToken: (claims: IdTokenClaims = {}) =>
      signJwt(privateKey, kid, idTokenPayload(issuer, clientId, claims)),
    /** Any payload signed with the pool's key (claims idToken always sets, left out). */
    signPayload: (payload: Record<string, unknown>) => signJwt(privateKey, kid, payload),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TokenIssuer = Awaited<ReturnType<typeof startTokenIssuer>>;
