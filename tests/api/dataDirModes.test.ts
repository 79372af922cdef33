import { chmod, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort.ts';
import { startProduct } from '../support/startProduct.ts';

/** Every file and directory under `root` (itself included), with its permission bits; links are not followed. */
const entries = async (root: string): Promise<{ path: string; mode: number; directory: boolean }[]> => {
  const stat = await lstat(root);
  if (stat.isSymbolicLink()) return [];
  const here = { path: root, mode: stat.mode & 0o777, directory: stat.isDirectory() };
  if (!here.directory) return [here];
  const below = await Promise.all((await readdir(root)).map((name) => entries(join(root, name))));
  return [here, ...below.flat()];
};

const openToOthers = async (root: string) =>
  (await entries(root))
    .filter(({ mode }) => mode & 0o077)
    .map(({ path, mode }) => `${relative(root, path) || '.'} ${mode.toString(8)}`);

/** The real server in its own process, first on a new data directory, then on one loosened as older versions left it. */
describe('the data directory is closed to other users', () => {
  let parent: string;
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('holds no group or other bit after a first start, and after a restart on a loosened directory', async () => {
    parent = await mkdtemp(join(tmpdir(), 'carshare-modes-'));
    const dataDir = join(parent, 'data');
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      IDP_PORT: String(await freePort()),
      MQTT_PORT: String(await freePort()),
      SEED: '50',
      LOG_LEVEL: 'info',
    };
    const first = await startProduct(env);
    const created = await entries(dataDir);
    // The database, its settings and the IdP's files are all there to be judged.
    for (const name of [
      'pglite/postgresql.conf',
      'pglite/pg_hba.conf',
      'pglite/global/pg_control',
      'idp/secret',
    ])
      expect(created.map(({ path }) => relative(dataDir, path))).toContain(name);
    expect(created.length).toBeGreaterThan(500);
    expect(await openToOthers(dataDir)).toEqual([]);
    await first.stop();

    // What a data directory made before this point looks like: chmod -R 0755 / 0666.
    const loosened = await entries(dataDir);
    for (const { path, directory } of loosened) await chmod(path, directory ? 0o755 : 0o666);
    expect((await openToOthers(dataDir)).length).toBe(loosened.length);

    const second = await startProduct(env);
    expect(await openToOthers(dataDir)).toEqual([]);
    const said = second
      .output()
      .split('\n')
      .filter((line) => line.includes('data directory closed to other users'))
      .map((line) => JSON.parse(line) as { tightened: number });
    expect(said).toEqual([expect.objectContaining({ tightened: loosened.length })]);
    await second.stop();
    expect(await openToOthers(dataDir)).toEqual([]);
  });
});
