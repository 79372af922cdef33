import { cp, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { migrationsDigest } from './migrationsDigest.ts';

/** The installed PGlite's version (its package.json is not among its exports, so found from its entry). */
const pgliteVersion = async (): Promise<string> => {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = JSON.parse(
      await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => '{}'),
    ) as { name?: string; version?: string };
    if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    if (path.dirname(folder) === folder) throw new Error('PGlite is not installed');
    folder = path.dirname(folder);
  }
};

const exists = (at: string) =>
  stat(at).then(
    () => true,
    () => false,
  );

/** Puts a data directory made in `scratch` in place at `template` whole, once across processes. */
const renameIntoPlace = async (scratch: string, template: string) => {
  // Another test process may have put its own in place meanwhile: either copy serves.
  await rename(path.join(scratch, 'pglite'), template).catch(async (error: NodeJS.ErrnoException) => {
    if (!(await exists(path.join(template, 'PG_VERSION')))) throw error;
  });
  await rm(scratch, { recursive: true, force: true });
};

/**
 * PGlite's first open runs initdb, most of a test database's start (seconds). Each test
 * database starts from a copy of one initdb'd, unmigrated data directory, made once per PGlite
 * version and shared across runs and test processes. The template is renamed into place whole,
 * so a run killed while making it leaves no half-made template behind.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = path.join(tmpdir(), `carshare-pglite-initdb-${await pgliteVersion()}`);
  if (await exists(path.join(template, 'PG_VERSION'))) return template;
  const scratch = await mkdtemp(path.join(tmpdir(), 'carshare-pglite-making-'));
  const database = await openDatabase({ dataDir: scratch });
  await database.close();
  await renameIntoPlace(scratch, template);
  return template;
}

/**
 * The same, migrated: named after the migrations' digest, so a changed or added migration makes
 * a new one, and the tests' own `migrate` call finds nothing left to apply.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const template = path.join(
    tmpdir(),
    `carshare-pglite-migrated-${await pgliteVersion()}-${await migrationsDigest()}`,
  );
  if (await exists(path.join(template, 'PG_VERSION'))) return template;
  const scratch = await mkdtemp(path.join(tmpdir(), 'carshare-pglite-making-'));
  await cp(await pgliteTemplate(), path.join(scratch, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir: scratch });
  await migrate(database);
  await database.close();
  await renameIntoPlace(scratch, template);
  return template;
}

/** `<dataDir>/pglite` as a fresh copy of a template (openDatabase's embedded layout). */
export async function copyPgliteTemplate(dataDir: string, { migrated = false } = {}): Promise<void> {
  const template = migrated ? await migratedPgliteTemplate() : await pgliteTemplate();
  await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}
