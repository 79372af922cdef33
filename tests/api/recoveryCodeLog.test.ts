import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/idp/demoAccounts.ts';
import { startProduct, type RunningProduct } from '../support/startProduct.ts';

/**
 * Offline the recovery code is read in the product's log, so it must be
 * there when the answer is. The IdP's logger used to hold each entry back until the next one
 * once a few code boxes had gone by: nothing for 15 s, then the codes together.
 */
describe('the recovery code in the log of the running product', () => {
  let product: RunningProduct;
  const log: string[] = [];
  beforeAll(async () => {
    product = await startProduct({ SEED: '50', LOG_LEVEL: 'info' });
    product.child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  });
  afterAll(() => product?.stop());

  it('appears in the log after each ForgotPassword through /idp, not with the next one', async () => {
    const { cognito } = (await (await fetch(`${product.baseUrl}/config.json`)).json()) as {
      cognito: { clientId: string };
    };
    const codeLines = (email: string) =>
      log
        .join('')
        .split('\n')
        .filter((line) => line.includes('password recovery code (local IdP)') && line.includes(`"${email}"`));
    // Enough codes in a row that a writer losing bytes on every box falls behind.
    for (const { email } of DEMO_ACCOUNTS.slice(0, 8)) {
      const answer = await fetch(product.idpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
        },
        body: JSON.stringify({ ClientId: cognito.clientId, Username: email }),
      });
      expect(answer.status).toBe(200);
      await expect
        .poll(() => codeLines(email), { interval: 100 })
        .toEqual([expect.stringMatching(/"code":"\d{6}"/)]);
    }
  });
});
