import { sql, type Kysely, type Selectable } from 'kysely';
import { pageFields } from '../../src/domain/pagination.ts';
import { staffRoleOf, type Staff, type StaffUpdate } from '../../src/domain/staffs/staff.ts';
import { updateVersioned, type Actor } from './audit.ts';
import type { Database, StaffsTable } from '../db/schema.ts';
import type { AuthUser } from '../plugins/app/auth.ts';
import { escapeLike } from './likePrefix.ts';
import { cappedCount } from './pagedSearch.ts';

/** Staff members (the staffs table): the Team screens, ticket assignment and note authors. */

const staffColumns = ['id', 'first_name', 'last_name', 'email', 'role', 'version'] as const;
type StaffRow = Pick<Selectable<StaffsTable>, (typeof staffColumns)[number]>;

const toStaff = (row: StaffRow): Staff => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
  version: row.version,
});

interface StaffFilter {
  ids?: number[];
  q?: string;
}

/** Every word of `q` must start the first or the last name ("ann sm" finds Anna Smith); by last name. */
const matching = (db: Kysely<Database>, { ids, q }: StaffFilter) => {
  let base = db.selectFrom('staffs');
  if (ids) base = base.where('id', 'in', ids);
  for (const word of q?.split(/\s+/) ?? []) {
    const prefix = `${escapeLike(word.toLowerCase())}%`;
    base = base.where((eb) =>
      eb.or([eb(sql`lower(first_name)`, 'like', prefix), eb(sql`lower(last_name)`, 'like', prefix)]),
    );
  }
  const ordered = base.select(staffColumns).orderBy('last_name').orderBy('first_name').orderBy('id');
  return { base, ordered };
};

export async function listStaff(
  db: Kysely<Database>,
  { page, count, ...filter }: StaffFilter & { page: number; count: number },
) {
  const { base, ordered } = matching(db, filter);
  const [rows, total] = await Promise.all([
    ordered
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toStaff), ...pageFields(page, count, Number(total.total)) };
}

/**
 * The whole team list up to `limit` rows for an export, and whether more match. A team is
 * a few hundred people at most, so one query holds it.
 */
export async function exportStaff(db: Kysely<Database>, filter: StaffFilter, limit: number) {
  const { base, ordered } = matching(db, filter);
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: rows.map(toStaff), capped: total > limit };
}

export async function getStaff(db: Kysely<Database>, id: number): Promise<Staff | undefined> {
  const row = await db.selectFrom('staffs').select(staffColumns).where('id', '=', id).executeTakeFirst();
  return row && toStaff(row);
}

/** Renames a staff member from the copy at `version` (412 when stale, 404 when missing). */
export async function updateStaff(
  db: Kysely<Database>,
  { id, version, actor }: { id: number; version: number; actor: Actor },
  { firstName, lastName }: StaffUpdate,
): Promise<Staff> {
  const row = await updateVersioned(db, {
    table: 'staffs',
    entity: 'staffs',
    id,
    version,
    actor,
    action: 'staff.update',
    set: { first_name: firstName, last_name: lastName },
  });
  return toStaff(row);
}

/**
 * README, A real Cognito pool and PostgreSQL: the staff record of a signed-in user is the one
 * linked to its token's `sub`. The link is made once, at the first sign-in whose e-mail the
 * identity provider has verified, and only to a record no other user holds; after that the e-mail
 * plays no part, so changing one's own e-mail to a colleague's does not lead to the colleague's
 * record.
 */
export async function staffOfUser(db: Kysely<Database>, user: AuthUser): Promise<Staff | undefined> {
  const linked = await db
    .selectFrom('staffs')
    .select(staffColumns)
    .where('sub', '=', user.sub)
    .executeTakeFirst();
  if (linked || !user.email || !user.emailVerified) return linked && toStaff(linked);
  const email = user.email.toLowerCase();
  const row = await db
    .updateTable('staffs')
    .set({ sub: user.sub })
    .where((eb) => eb.and([eb(eb.fn<string>('lower', ['email']), '=', email), eb('sub', 'is', null)]))
    .returning(staffColumns)
    .executeTakeFirst();
  return row && toStaff(row);
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
