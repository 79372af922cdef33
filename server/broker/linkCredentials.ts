import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * docs/architecture.md, Vehicle link, Who may connect: the embedded broker's identities. A box connects as its
 * box id, the back office as `back-office`, a platform's bridge carrying many boxes (the fleet
 * simulator) as `fleet-bridge`; each password is an HMAC of its user name under the data
 * directory's link secret, so a box's password can be handed to that box alone and the broker
 * keeps no password file.
 */
export const BACK_OFFICE_USER = 'back-office';
export const FLEET_BRIDGE_USER = 'fleet-bridge';

const OWNER_ONLY = 0o600;
const secretFile = (dataDir: string) => path.join(dataDir, 'mqtt', 'link-secret');

/** The link secret, made on the first start and kept (boxes keep their passwords across restarts). */
export async function ensureLinkSecret(dataDir: string): Promise<string> {
  const file = secretFile(dataDir);
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    return undefined;
  });
  if (kept?.trim()) return kept.trim();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: OWNER_ONLY });
  await chmod(file, OWNER_ONLY);
  return secret;
}

export const linkPassword = (secret: string, user: string) =>
  createHmac('sha256', secret).update(`mqtt:${user}`).digest('base64url');

export function passwordMatches(secret: string, user: string, password: Buffer | undefined) {
  const expected = Buffer.from(linkPassword(secret, user));
  return password !== undefined && password.length === expected.length && timingSafeEqual(password, expected);
}
