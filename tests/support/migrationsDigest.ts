import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../server/db/migrate.ts';

/** A short digest of every migration's name and text: a migrated template's identity. */
export async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort()) {
    hash
      .update(name)
      .update('\0')
      .update(await readFile(path.join(MIGRATIONS_DIR, name)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
