import { Agent } from 'node:http';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { IDP_SECRET_HEADER } from './credentials.ts';

/** Spec point 9: the identity region is us-west-2; cognito-local ignores it but the SDK needs one. */
export const IDP_REGION = 'us-west-2';

/** Where the embedded IdP listens and the secret it demands (see credentials.ts). */
export interface IdpEndpoint {
  url: string;
  secret: string;
}

/**
 * An SDK client pointed at the embedded IdP. cognito-local does not check signatures, but the
 * SDK refuses to sign without credentials, so dummy ones keep it from searching the machine.
 * No keep-alive: at start-up the seed can hold the event loop for seconds, long enough for
 * cognito-local to close an idle socket that the SDK would then reuse ("socket hang up").
 */
export const localIdpClient = ({ url, secret }: IdpEndpoint) => {
  // The SDK's notice about Node versions concerns AWS services; this client only ever talks to
  // the embedded IdP on loopback, and the notice would sit above the start-up banner.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient({
    endpoint: url,
    region: IDP_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: { httpAgent: new Agent({ keepAlive: false }) },
  });
  client.middlewareStack.add(
    (next) => (args) => {
      (args.request as { headers: Record<string, string> }).headers[IDP_SECRET_HEADER] = secret;
      return next(args);
    },
    { step: 'build', name: 'carshareIdpSecret' },
  );
  return client;
};
