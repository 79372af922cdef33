import type { AuthSettings } from '../plugins/app/verifier.ts';
import type { IdpEndpoint } from './client.ts';

/** What the API needs to trust the embedded IdP's tokens and to open the /idp passage to it. */
export const localAuthSettings = (
  idp: IdpEndpoint,
  { userPoolId, clientId }: { userPoolId: string; clientId: string },
): AuthSettings => ({
  // cognito-local's issuer is its own http://HOST:PORT followed by the pool id.
  issuer: `${idp.url}/${userPoolId}`,
  jwksUri: `${idp.url}/${userPoolId}/.well-known/jwks.json`,
  userPoolId,
  clientId,
  localIdpUrl: idp.url,
  localIdpSecret: idp.secret,
});
