import type { Kysely } from 'kysely';
import { staffRoleOf } from '../../../src/domain/staff.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/app/auth.ts';
import { staffColumns } from './staff.ts';

/**
 * Issue 6 point 8: the staff record of a signed-in user is the one linked to its token's
 * `sub`. The link is made once, at the first sign-in whose e-mail the identity provider has
 * verified, and only to a record no other user holds; after that the e-mail plays no part,
 * so changing one's own e-mail to a colleague's does not lead to the colleague's record.
 */
export async function staffOfUser(db: Kysely<Database>, user: AuthUser) {
  const linked = await db
    .selectFrom('staffs')
    .select(staffColumns)
    .where('sub', '=', user.sub)
    .executeTakeFirst();
  if (linked || !user.email || !user.emailVerified) return linked;
  const email = user.email.toLowerCase();
  return db
    .updateTable('staffs')
    .set({ sub: user.sub })
    .where((eb) => eb.and([eb(eb.fn<string>('lower', ['email']), '=', email), eb('sub', 'is', null)]))
    .returning(staffColumns)
    .executeTakeFirst();
}

/**
 * Access comes from the identity provider's groups; the role a staff record shows (Team,
 * ticket staff "(role)") follows them each time the user's session is validated.
 */
export const keepStaffRoleInStep = async (db: Kysely<Database>, user: AuthUser) => {
  const role = staffRoleOf(user.roles);
  const staff = await staffOfUser(db, user);
  if (!staff || !role || staff.role === role) return;
  await db.updateTable('staffs').set({ role }).where('id', '=', staff.id).execute();
};
