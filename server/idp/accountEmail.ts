import { HttpError } from '../http/httpError.ts';
import type { IdpEndpoint } from './client.ts';
import { IDP_SECRET_HEADER } from './credentials.ts';

interface AdminUser {
  Username?: unknown;
  UserAttributes?: { Name?: unknown; Value?: unknown }[];
}

/**
 * The e-mail of the account the pool finds for a user name (cognito-local finds one by its
 * internal name, its `sub` or its e-mail), or null when it finds none. The sign-in throttle
 * counts under it (src/domain/auth/signInThrottle.ts `throttleKey`), so a lock by e-mail holds for
 * the `sub` too. Asked through the IdP's admin API, behind its secret.
 */
export const accountEmailLookup =
  (idp: IdpEndpoint, userPoolId: string) =>
  async (username: string): Promise<string | null> => {
    const response = await fetch(idp.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
        [IDP_SECRET_HEADER]: idp.secret,
      },
      body: JSON.stringify({ UserPoolId: userPoolId, Username: username }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new HttpError(503, 'error.system', `The identity provider cannot be reached: ${String(error)}`);
    });
    const user = (await response.json().catch(() => ({}))) as AdminUser;
    // UserNotFoundException, or a name the IdP cannot look up: counted as typed.
    if (response.status !== 200) return null;
    const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
    if (typeof email === 'string' && email) return email;
    return typeof user.Username === 'string' && user.Username ? user.Username : null;
  };
