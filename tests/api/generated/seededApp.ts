import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localAuthSettings, provisionLocalIdp, startLocalIdp } from '../../../server/idp/index.ts';
import { DEMO_PASSWORD } from '../../../server/idp/demoAccounts.ts';
import { SEED_STAFF, seedDatabase } from '../../../server/seed/index.ts';
import type { Engine } from '../../../server/db/database.ts';
import { postLedgerLines } from '../../../server/repositories/ledger.ts';
import { ROLES, type Role } from '../../../src/domain/roles.ts';
import { operationsOf } from '../../support/openApiOperations.ts';
import { freePort } from '../../support/freePort.ts';
import { multipartBody, VALID_UPLOAD } from '../../support/multipartBody.ts';
import { SUITE_PROMO_CODE } from './refinedValues.ts';
import { createTestApp } from '../testApp.ts';

/** Small enough that both generated suites stay well inside their two minutes, big enough for real ids everywhere. */
export const SEED_MEMBERS = 100;
const SEED_NOW = Date.UTC(2026, 0, 15, 12);
/** Per user and minute (API_RATE_LIMIT): above what one suite sends as one user, so no answer is a 429. */
export const SUITE_RATE_LIMIT = 100_000;

/**
 * The app on a small seeded database, its operations read from its own OpenAPI document,
 * and one signed-in staff member of the seed per role. The embedded IdP runs beside it, so the
 * document holds the sign-in passage (POST /idp) as `npm start` serves it; the tokens still
 * come from the stand-in pool, which makes one for any role.
 */
export async function createSeededApp(engine: Engine) {
  const idpDir = await mkdtemp(join(tmpdir(), 'carshare-suite-idp-'));
  const idp = await startLocalIdp({ dataDir: idpDir, port: await freePort() });
  const stopIdp = async () => {
    await idp.stop();
    await rm(idpDir, { recursive: true, force: true });
  };
  // A set-up that fails leaves no IdP child behind.
  const orStopIdp = <T>(step: Promise<T>) =>
    step.catch(async (error: unknown) => {
      await stopIdp();
      throw error;
    });
  const pool = await orStopIdp(provisionLocalIdp(idp));
  const { localIdpUrl, localIdpSecret } = localAuthSettings(idp, pool);
  const t = await orStopIdp(
    createTestApp(engine, {
      env: { API_RATE_LIMIT: String(SUITE_RATE_LIMIT) },
      auth: (tokens) => ({
        issuer: tokens.issuer,
        jwksUri: tokens.jwksUri,
        userPoolId: tokens.userPoolId,
        clientId: tokens.clientId,
        localIdpUrl,
        localIdpSecret,
      }),
    }),
  );
  await seedDatabase(t.database, { members: SEED_MEMBERS, now: SEED_NOW });
  const staffOf = (role: Role) => {
    const staff = SEED_STAFF.find((s) => s.role === role);
    if (!staff) throw new Error(`The seed has no ${role} staff member to sign in as`);
    return staff;
  };
  /**
   * A token of the role's seeded staff member. It is issued a moment ahead because the
   * suites also call the sign-out route, which refuses every token of the user issued until
   * then: as after a fresh sign-in, the next call still works.
   */
  const token = (role: Role) =>
    t.tokens.idToken({
      sub: `generated-suite-${role.toLowerCase()}`,
      email: staffOf(role).email,
      email_verified: true,
      groups: [role],
      iat: Math.floor(Date.now() / 1000) + 2,
    });
  const member = await t.db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
  const available = await t.app.inject({
    url: '/api/internal/reservation/vehicle/available',
    headers: { authorization: `Bearer ${token('SYSADM')}` },
  });
  const [car] = (available.json() as { data: { vin: string }[] }).data;
  if (!car) throw new Error('The seed has no car a member can book');
  // The seed writes no profile notes: one real note gives the note paths ids that exist.
  const note = await t.app.inject({
    method: 'POST',
    url: `/api/customer-process/profileNotes/${member.id}`,
    headers: { authorization: `Bearer ${token('SYSADM')}` },
    payload: { note: 'A note the generated suites edit and delete' },
  });
  if (note.statusCode !== 201) throw new Error(`Adding a profile note answered ${note.statusCode}`);
  // Nor a balance on a card still good (the seed's balances are its expired cards'): one fee
  // gives process payment a member it can charge.
  const debtor = await t.db
    .selectFrom('customers')
    .select('id')
    .where('cc_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db
    .transaction()
    .execute((trx) =>
      postLedgerLines(trx, debtor.id, null, [
        { kind: 'accountFee', amount: 100_000, feeCode: 'administration' },
      ]),
    );
  // Nor files: one real upload gives the download a location that exists.
  const { payload, contentType } = multipartBody([VALID_UPLOAD]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { authorization: `Bearer ${token('SYSADM')}`, 'content-type': contentType },
    payload,
  });
  if (upload.statusCode !== 201) throw new Error(`Uploading a file answered ${upload.statusCode}`);
  // And a mass import's file (the import area's), which the import paths read.
  const importUpload = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload?kind=csv',
    headers: { authorization: `Bearer ${token('SYSADM')}`, 'content-type': contentType },
    payload,
  });
  if (importUpload.statusCode !== 201)
    throw new Error(`Uploading an import file answered ${importUpload.statusCode}`);
  // One fee line of the suites' own at the seed's instant: the ledger line paths get an id that
  // exists whatever the seed posts, and the member a month with a statement.
  await t.db.transaction().execute((trx) =>
    postLedgerLines(trx, member.id, null, [
      {
        kind: 'accountFee',
        feeCode: 'administration',
        amount: 1500,
        tax: 75,
        postedAt: new Date(SEED_NOW),
      },
    ]),
  );
  // Nor billing lines of staff: a finished trip of the member and a fee on it give the trip
  // modals and the fee reversal records that exist.
  const trip = await t.db
    .insertInto('trips')
    .values({
      customer_id: member.id,
      vin: car.vin,
      start_at: '2026-01-10T10:00:00Z',
      end_at: '2026-01-10T10:45:00Z',
      status: 'COMPLETED',
      distance_km: '12.00',
      charges: '22.00',
      discounts: '0',
      taxes: '1.10',
      total: '23.10',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fee = await t.app.inject({
    method: 'POST',
    url: '/api/transaction/gen-special-fee-trans',
    headers: { authorization: `Bearer ${token('SYSADM')}` },
    payload: { customerId: Number(member.id), feeCode: 'cleaning', tripId: Number(trip.id) },
  });
  if (fee.statusCode !== 201) throw new Error(`Adding a fee answered ${fee.statusCode}`);
  // Spec 7 Apply promo: a code any member may apply (no limit on its uses), and an open grant of
  // the member's for the cancel path (the seed's grants may be cancelled or expired already).
  await t.db
    .insertInto('promotions')
    .values({
      promo_code: SUITE_PROMO_CODE,
      sub_channel: 'Digital',
      status: 'ACTIVE',
      type: 'Non-join code',
      free_minutes: 30,
      start_date: '2020-01-01',
    })
    .execute();
  const grant = await t.app.inject({
    method: 'POST',
    url: '/api/customer-freeminute',
    headers: { authorization: `Bearer ${token('SYSADM')}` },
    payload: { customerId: String(member.id), reason: 'Other', freeMin: 60, regions: [1], expiry: 'none' },
  });
  if (grant.statusCode !== 201) throw new Error(`Granting free minutes answered ${grant.statusCode}`);
  return {
    ...t,
    /**
     * Body fields and parameters the generated suites fill with real values: the passage's app
     * client and a known user with the password the demo accounts are given, a member, one who
     * owes, a car a member can book, an uploaded file (and an import's), the month of the member's statement, the
     * member's finished trip and a fee on it, an open grant of free minutes, and If-Match at the version every record of a
     * fresh seed is at.
     */
    realFields: {
      ClientId: pool.clientId,
      USERNAME: 'msa@example.com',
      Username: 'msa@example.com',
      PASSWORD: DEMO_PASSWORD,
      customerId: String(member.id),
      debtorId: String(debtor.id),
      vin: car.vin,
      'if-match': '1',
      fileLocation: (upload.json() as { fileLocation: string }).fileLocation,
      importFileLocation: (importUpload.json() as { fileLocation: string }).fileLocation,
      statementMonth: new Date(SEED_NOW).toISOString().slice(0, 7),
      tripId: String(trip.id),
      lineId: String((fee.json() as { lines: { id: number }[] }).lines[0].id),
      openGrantId: (grant.json() as { id: string }).id,
    },
    /** Path parameters no seeded key names: a diagnostic's id is the VIN and a test name. */
    realPathFields: { diagnosticId: `${car.vin}-lock` } as Record<string, string>,
    close: async () => {
      await t.close();
      await stopIdp();
    },
    operations: operationsOf(t.app.swagger()),
    token,
    bearerOf: (role: Role) => ({ authorization: `Bearer ${token(role)}` }),
    roles: ROLES,
  };
}
export type SeededApp = Awaited<ReturnType<typeof createSeededApp>>;
