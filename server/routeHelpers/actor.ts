import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { requiredVersion } from '../http/versioning.ts';
import type { Actor } from '../repositories/audit.ts';
import { staffOfUser } from '../repositories/staffs.ts';

/** The signed-in staff member as the audit trail names them; a user with no staff record by its e-mail. */
export const actorOf = async (db: Kysely<Database>, request: FastifyRequest): Promise<Actor> => {
  const user = request.user;
  if (!user) throw new HttpError(401, 'auth.sessionExpired', 'Not signed in');
  const staff = await staffOfUser(db, user);
  return staff
    ? { staffId: staff.id, name: `${staff.firstName} ${staff.lastName}` }
    : { staffId: null, name: user.username };
};

/**
 * What a save from a read copy carries (docs/architecture.md, Writes): the version If-Match names,
 * checked first, and who saves, as the audit trail names them.
 */
export const editOf = async (db: Kysely<Database>, request: FastifyRequest) => {
  const version = requiredVersion(request);
  return { version, actor: await actorOf(db, request) };
};

/**
 * The signed-in staff member, who owns what their own routes read and write (saved searches,
 * notifications), and their name for the trail; a user with no staff record owns nothing (404).
 */
export const ownerOf = async (db: Kysely<Database>, request: FastifyRequest) => {
  const actor = await actorOf(db, request);
  if (actor.staffId === null)
    throw new HttpError(
      404,
      'error.staffNotFound',
      `No staff record for ${request.user?.username ?? 'this user'}`,
    );
  return { staffId: actor.staffId, actor };
};
