import { SEED_STAFF, seedDatabase } from '../../../server/seed/index.ts';
import type { Engine } from '../../../server/db/database.ts';
import { ROLES, type Role } from '../../../src/domain/roles.ts';
import { operationsOf } from '../../support/openApiOperations.ts';
import { createTestApp } from '../testApp.ts';

/** Small enough that both generated suites stay well inside their two minutes, big enough for real ids everywhere. */
export const SEED_MEMBERS = 100;
const SEED_NOW = Date.UTC(2026, 0, 15, 12);
/** Per user and minute (issue 6 point 3): above what one suite sends as one user, so no answer is a 429. */
export const SUITE_RATE_LIMIT = 100_000;

/**
 * The app on a small seeded database, its operations read from its own OpenAPI document,
 * and one signed-in staff member of the seed per role.
 */
export async function createSeededApp(engine: Engine) {
  const t = await createTestApp(engine, { env: { API_RATE_LIMIT: String(SUITE_RATE_LIMIT) } });
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
  return {
    ...t,
    operations: operationsOf(t.app.swagger()),
    token,
    bearerOf: (role: Role) => ({ authorization: `Bearer ${token(role)}` }),
    roles: ROLES,
  };
}
export type SeededApp = Awaited<ReturnType<typeof createSeededApp>>;
