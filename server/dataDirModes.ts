import fs from 'node:fs';
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * README, What local mode protects against: the data directory holds member data (PGlite's catalogs
 * and statistics samples), the IdP's plain passwords and uploaded files, so nothing in it is for
 * other users. The mode rule: no group or other bit on any file or directory under it.
 */
export const OWNER_ONLY_UMASK = 0o077;

/** `mode` without its group and other bits. */
export const ownerOnly = (mode: number) => mode & 0o7777 & ~OWNER_ONLY_UMASK;

/** Removes group and other bits under `root` (itself included); symbolic links are left as they are. Returns how many entries changed. */
async function tighten(root: string): Promise<number> {
  const stat = await lstat(root);
  if (stat.isSymbolicLink()) return 0;
  let tightened = 0;
  if (ownerOnly(stat.mode) !== (stat.mode & 0o7777)) {
    await chmod(root, ownerOnly(stat.mode));
    tightened++;
  }
  if (stat.isDirectory()) {
    for (const name of await readdir(root)) tightened += await tighten(path.join(root, name));
  }
  return tightened;
}

/**
 * Run in the main process before anything opens the data directory: the umask is
 * process-wide, so it covers the PGlite worker thread (where process.umask throws), the IdP
 * child (which inherits it) and the file store. A directory made by an older version, or
 * loosened by hand, is tightened; returns how many entries that changed.
 */
export async function closeDataDirToOthers(dataDir: string): Promise<number> {
  process.umask(OWNER_ONLY_UMASK);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return tighten(dataDir);
}

/**
 * PGlite's file system (Emscripten's NODEFS) gives the files it unpacks at creation 0666 and
 * its relation cache files 0644 with chmod, which no umask reaches; in the PGlite worker
 * thread, whose `fs` serves nothing else, chmod keeps owner bits only.
 */
export function chmodOwnerOnly() {
  const { chmodSync, fchmodSync } = fs;
  const masked = (mode: fs.Mode) => ownerOnly(typeof mode === 'number' ? mode : Number.parseInt(mode, 8));
  fs.chmodSync = (target, mode) => chmodSync(target, masked(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, masked(mode));
}
