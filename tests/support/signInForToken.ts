import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AppConfig } from '../../src/domain/appConfig.ts';

/** Signs a demo user in against the product's local IdP, as the web app does, and returns the id token. */
export const signInForToken = async (
  baseUrl: string,
  idpUrl: string,
  email: string,
  password = 'Demo-pass-2026!',
) => {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as AppConfig;
  const client = new CognitoIdentityProviderClient({
    endpoint: idpUrl,
    region: config.cognito.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const answer = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = answer.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no id token for ${email}`);
  return token;
};
