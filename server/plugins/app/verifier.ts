import { JwtRsaVerifier } from 'aws-jwt-verify';
import { NonRetryableFetchError } from 'aws-jwt-verify/error';
import { SimpleFetcher, type Fetcher } from 'aws-jwt-verify/https';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { IDP_SECRET_HEADER } from '../../idp/credentials.ts';

export interface AuthSettings {
  /** The `iss` every accepted token must carry: the user pool's URL. */
  issuer: string;
  /** The app client: the id token's `aud`. */
  clientId: string;
  userPoolId: string;
  /** Defaults to `<issuer>/.well-known/jwks.json`, as Cognito publishes it. */
  jwksUri?: string;
  /** Signing keys known in advance (offline verification, tests); otherwise fetched from jwksUri and cached. */
  jwks?: Jwks;
  /** Local mode: the embedded IdP, served to the browser under /idp. */
  localIdpUrl?: string;
  /** Local mode: the secret the embedded IdP demands on every request, its key endpoint included. */
  localIdpSecret?: string;
}

/** aws-jwt-verify fetches over https only; the local IdP publishes its keys on http://127.0.0.1. */
class LoopbackAwareFetcher implements Fetcher {
  private readonly https = new SimpleFetcher();
  constructor(private readonly headers: Record<string, string>) {}
  async fetch(
    uri: string,
    requestOptions?: Record<string, unknown>,
    data?: ArrayBuffer,
  ): Promise<ArrayBuffer> {
    if (!uri.startsWith('http:')) return this.https.fetch(uri, requestOptions, data);
    const response = await fetch(uri, { headers: this.headers, signal: AbortSignal.timeout(3000) });
    if (!response.ok)
      throw new NonRetryableFetchError(uri, `Status code is ${response.status}, expected 200`);
    return response.arrayBuffer();
  }
}

export type IdTokenVerifier = (token: string) => Promise<JwtPayload>;
/** A verifier that can say, at no cost, whether a token already passed and has not expired. */
export type RememberingVerifier = IdTokenVerifier & { remembers(token: string): boolean };

/** How far ahead of this server's clock a token's issue time may be (clocks drift a little). */
export const IAT_LEEWAY_SECONDS = 60;

/**
 * The library checks `exp` only when present; a token must carry it, and an issue time from
 * the future would outlive a sign-out (revocations compare `iat`), so both are required.
 */
export function checkTokenTimes(payload: JwtPayload, nowSeconds = Date.now() / 1000) {
  if (typeof payload.exp !== 'number') throw new Error('the token has no expiry (exp)');
  if (typeof payload.iat !== 'number') throw new Error('the token has no issue time (iat)');
  if (payload.iat > nowSeconds + IAT_LEEWAY_SECONDS)
    throw new Error(`the token is issued in the future (iat ${payload.iat})`);
}

/** Verifies a Cognito id token: RS256 signature by the pool's key, issuer, audience, expiry, issue time and token_use 'id'. */
export function createIdTokenVerifier({
  issuer,
  clientId,
  jwksUri,
  jwks,
  localIdpSecret,
}: AuthSettings): RememberingVerifier {
  const verifier = JwtRsaVerifier.create(
    {
      issuer,
      audience: clientId,
      jwksUri: jwksUri ?? `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id')
          throw new Error(`token_use is ${String(payload.token_use)}, expected id`);
        checkTokenTimes(payload);
      },
    },
    {
      jwksCache: new SimpleJwksCache({
        fetcher: new LoopbackAwareFetcher(localIdpSecret ? { [IDP_SECRET_HEADER]: localIdpSecret } : {}),
      }),
    },
  );
  if (jwks) verifier.cacheJwks(jwks);
  return rememberVerified((token) => verifier.verify(token));
}

const REMEMBERED_MAX = 10_000;

/**
 * An RS256 check on every request was about 11% of the server's CPU under search load (issue
 * 6 point 16), and a browser sends the same token for up to an hour. A token that passed is
 * remembered, keyed by its whole text (signature included), until its own `exp`; a token
 * without `exp` is never remembered. Revocation is checked per request elsewhere, not here.
 */
export function rememberVerified(verify: IdTokenVerifier, now = Date.now): RememberingVerifier {
  const verified = new Map<string, JwtPayload>();
  const known = (token: string) => {
    const payload = verified.get(token);
    if (payload && Number(payload.exp) * 1000 > now()) return payload;
    verified.delete(token);
    return undefined;
  };
  const remembering = async (token: string) => {
    const payload = known(token) ?? (await verify(token));
    if (typeof payload.exp === 'number' && !verified.has(token)) {
      if (verified.size >= REMEMBERED_MAX) verified.clear();
      verified.set(token, payload);
    }
    return payload;
  };
  return Object.assign(remembering, { remembers: (token: string) => known(token) !== undefined });
}
