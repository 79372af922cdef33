import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAnswer } from './injectAnswer.ts';
import { AREAS, ROLE_AREAS, ROLES, type Role } from '../../../src/domain/roles.ts';
import { databaseSnapshots, snapshotChanges, type DatabaseSnapshot } from '../../support/databaseSnapshot.ts';
import { describeOperation, type Operation } from '../../support/openApiOperations.ts';
import { generatedSuiteEngines } from '../testApp.ts';
import {
  listOfRequest,
  markerAsOracle,
  oracleAccessOf,
  oracleAllows,
  ORACLE_ROLE_AREAS,
} from './accessOracle.ts';
import { validRequestOf } from './badInputs.ts';
import { realPathValues } from './realPathValues.ts';
import { deletesLast, validAnswerFault } from './validAnswer.ts';
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

/**
 * Spec point 6 as the tests' own oracle says it; a token is needed unless the operation is
 * public, and a `listed` one answers by the list its request names.
 */
const expectedFor = (
  operation: Operation,
  request: ReturnType<typeof validRequestOf>,
  caller: Caller,
): Expected => {
  const access = oracleAccessOf(operation);
  if (access === 'public') return 'allowed';
  if (caller === 'no token' || caller === 'tampered token') return 'unauthenticated';
  const list = access === 'listed' ? listOfRequest(request) : undefined;
  return oracleAllows(caller, access, list) ? 'allowed' : 'forbidden';
};

/** The fixed draw of the valid bodies and queries: the matrix is not a fuzz test. */
const VALID_SEED = 6;
/** The operations go in this many tests: none of them near the API suite's timeout. */
const MATRIX_PARTS = 8;

describe('the access oracle against the product (spec 6 and the README departures)', () => {
  it('ROLE_AREAS gives each role the areas the oracle gives it', () => {
    const sorted = (areas: readonly string[]) => [...areas].sort();
    expect(Object.fromEntries(ROLES.map((role) => [role, sorted(ROLE_AREAS[role])]))).toEqual(
      Object.fromEntries(ROLES.map((role) => [role, sorted(ORACLE_ROLE_AREAS[role])])),
    );
  });

  it('names every area of the product, those without a menu entry (carDetail) too', () => {
    expect(new Set(Object.values(ORACLE_ROLE_AREAS).flat())).toEqual(new Set(AREAS));
  });
});

/** What is wrong with the answer, or undefined; an allowed call sends a valid request, so it reaches the handler. */
const faultOf = (expected: Expected, operation: Operation, status: number, recordRemoved: boolean) => {
  if (expected === 'unauthenticated') return status === 401 ? undefined : 'expected unauthenticated (401)';
  if (expected === 'forbidden') return status === 403 ? undefined : 'expected forbidden (403)';
  return validAnswerFault(operation, status, recordRemoved);
};

describe.each(generatedSuiteEngines)('access matrix from the OpenAPI document on %s (spec 6)', (engine) => {
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

  it('the oracle has a line for every operation, and each route marker (x-access) says the same', () => {
    const missing: string[] = [];
    const differing: string[] = [];
    for (const operation of app.operations) {
      try {
        const expected = oracleAccessOf(operation);
        const marked = markerAsOracle(operation);
        const oracle = typeof expected === 'string' ? expected : [...expected].sort();
        if (JSON.stringify(marked) !== JSON.stringify(oracle))
          differing.push(
            `${operation.operationId} (${describeOperation(operation)}): x-access ${JSON.stringify(marked)}, oracle ${JSON.stringify(oracle)}`,
          );
      } catch (error) {
        missing.push((error as Error).message);
      }
    }
    expect(missing).toEqual([]);
    expect(differing).toEqual([]);
  });

  const callers: Caller[] = ['no token', 'tampered token', ...ROLES];
  /** What the parts below saw, summed for the closing line. */
  const tally = { cells: 0, reachedHandler: 0, allowedCalls: 0, succeeded: 0 };
  // The paths a DELETE has removed the record of, for the callers and operations after it.
  const removed = new Set<string>();

  /** One operation as every caller; what is wrong pushed to `wrong`. */
  const checkOperation = async (
    operation: Operation,
    snapshot: () => Promise<DatabaseSnapshot>,
    wrong: string[],
  ) => {
    const request = validRequestOf(
      operation,
      pathValues.get(operation.path) ?? {},
      app.realFields,
      VALID_SEED,
    );
    const url = request.url;
    const path = url.split('?')[0];
    for (const caller of callers) {
      const token =
        caller === 'no token'
          ? undefined
          : caller === 'tampered token'
            ? tamper(app.token('SYSADM'))
            : app.token(caller);
      const expected = expectedFor(operation, request, caller);
      const before = expected === 'allowed' ? undefined : await snapshot();
      const response = await injectAnswer(app.app, {
        method: operation.method,
        url,
        headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: request.payload,
      });
      tally.cells += 1;
      if (before) {
        const changes = snapshotChanges(before, await snapshot());
        if (changes.length)
          wrong.push(`${operation.method} ${url} as ${caller} was refused but changed ${changes.join(', ')}`);
      } else {
        tally.allowedCalls += 1;
        if (![400, 401, 403].includes(response.statusCode)) tally.reachedHandler += 1;
        if (response.statusCode < 300) tally.succeeded += 1;
      }
      const fault = faultOf(expected, operation, response.statusCode, removed.has(path));
      if (fault)
        wrong.push(
          `${operation.method} ${url} as ${caller}: ${response.statusCode}, ${fault} (${response.body.slice(0, 200)})`,
        );
      if (operation.method === 'DELETE' && response.statusCode < 300) removed.add(path);
    }
  };

  // Every route adds eleven cells, each refused one two snapshots of the database: the operations
  // go in parts, in order (deletes last), each a test of its own, so none holds the whole matrix.
  it.each(Array.from({ length: MATRIX_PARTS }, (_, part) => part + 1))(
    `answers no token, a tampered token and each of the nine roles as the role table says, part %i of ${MATRIX_PARTS}; an allowed call reaches the handler`,
    async (part) => {
      const operations = deletesLast(app.operations.filter((o) => o.access));
      const snapshot = await databaseSnapshots(app.db);
      const wrong: string[] = [];
      for (const [i, operation] of operations.entries())
        if (Math.floor((i * MATRIX_PARTS) / operations.length) === part - 1)
          await checkOperation(operation, snapshot, wrong);
      expect(wrong).toEqual([]);
    },
  );

  it('checked every cell of the matrix', () => {
    console.log(
      `access matrix on ${engine}: ${tally.cells} cells checked (${app.operations.length} operations × ${callers.length} callers); ${tally.reachedHandler} of ${tally.allowedCalls} allowed calls reached the handler (neither 400 nor 401/403), ${tally.succeeded} answered 2xx; API_RATE_LIMIT=${SUITE_RATE_LIMIT}`,
    );
    expect(tally.cells).toBe(app.operations.filter((o) => o.access).length * callers.length);
  });
});
