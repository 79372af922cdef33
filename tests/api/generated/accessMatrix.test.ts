import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, ROLES, type Role } from '../../../src/domain/roles.ts';
import {
  describeOperation,
  fillPath,
  requiredHeaders,
  type Operation,
} from '../../support/openApiOperations.ts';
import { engines } from '../testApp.ts';
import { realPathValues } from './realPathValues.ts';
import { createSeededApp, SUITE_RATE_LIMIT, type SeededApp } from './seededApp.ts';

type Caller = 'no token' | 'tampered token' | Role;
type Expected = 'unauthenticated' | 'forbidden' | 'allowed';

/** A valid token whose signature no longer matches: one byte of the signature flipped. */
const tamper = (token: string) => {
  const [header, payload, signature] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  bytes[bytes.length >> 1] ^= 0xff;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
};

/** Spec point 6: the role table of src/domain decides; a token is needed unless the operation is public. */
const expectedFor = (operation: Operation, caller: Caller): Expected => {
  const access = operation.access!;
  if ('public' in access) return 'allowed';
  if (caller === 'no token' || caller === 'tampered token') return 'unauthenticated';
  if ('signedIn' in access) return 'allowed';
  return access.areas.some((area) => canAccess([caller], area)) ? 'allowed' : 'forbidden';
};

const fits = (expected: Expected, status: number, recordRemoved: boolean) => {
  if (expected === 'unauthenticated') return status === 401;
  if (expected === 'forbidden') return status === 403;
  // Allowed: never refused, never a missing route or record (the path holds real ids), never a fault.
  return status < 500 && status !== 401 && status !== 403 && (status !== 404 || recordRemoved);
};

describe.each(engines)(
  'access matrix from the OpenAPI document on %s (issue 6 point 14a, spec 6)',
  (engine) => {
    let app: SeededApp;
    let pathValues: Map<string, Record<string, string>>;

    beforeAll(async () => {
      app = await createSeededApp(engine);
      pathValues = await realPathValues(app);
      console.log(`real path values from the seed: ${JSON.stringify(Object.fromEntries(pathValues))}`);
    });
    afterAll(() => app?.close());

    it('every operation of the document states its access (x-access)', () => {
      expect(app.operations.length).toBeGreaterThan(0);
      expect(app.operations.filter((o) => !o.access).map(describeOperation)).toEqual([]);
      // The sign-in passage is in the document (the embedded IdP runs beside the app) and public.
      expect(app.operations.find((o) => o.path === '/idp')?.access).toEqual({ public: true });
    });

    it('answers no token, a tampered token and each of the nine roles as the role table says', async () => {
      const callers: Caller[] = ['no token', 'tampered token', ...ROLES];
      const wrong: string[] = [];
      let cells = 0;
      for (const operation of app.operations.filter((o) => o.access)) {
        const url = fillPath(operation.path, pathValues.get(operation.path) ?? {});
        // A DELETE that an earlier role was allowed to run has removed the record for the next ones.
        let recordRemoved = false;
        for (const caller of callers) {
          const token =
            caller === 'no token'
              ? undefined
              : caller === 'tampered token'
                ? tamper(app.token('SYSADM'))
                : app.token(caller);
          const response = await app.app.inject({
            method: operation.method,
            url,
            headers: {
              ...requiredHeaders(operation),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          const expected = expectedFor(operation, caller);
          cells += 1;
          if (!fits(expected, response.statusCode, recordRemoved)) {
            wrong.push(
              `${operation.method} ${url} as ${caller}: ${response.statusCode}, expected ${expected} ` +
                `(${response.body.slice(0, 200)})`,
            );
          }
          recordRemoved ||= operation.method === 'DELETE' && response.statusCode < 300;
        }
      }
      console.log(
        `access matrix on ${engine}: ${cells} cells checked (${app.operations.length} operations × ${callers.length} callers), ${wrong.length} wrong, API_RATE_LIMIT=${SUITE_RATE_LIMIT}`,
      );
      expect(wrong).toEqual([]);
    });
  },
);
