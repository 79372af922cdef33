import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/** Paths locked by this process: a second open from the same process is refused too. */
const held = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Two processes on one PGlite directory corrupt it silently (docs/architecture.md, Database notes), so the directory
 * is owned through a lock file holding the owner's pid. A lock whose process is gone is
 * stale and taken over. Returns the function that releases it.
 */
export function acquireLock(path: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    const owner = held.has(path) ? process.pid : readPid(path);
    if (owner !== undefined && (held.has(path) || (owner !== process.pid && isAlive(owner)))) {
      throw new DataDirLockedError(
        `${what} is already in use by another server (pid ${owner}; lock file ${path}). ` +
          'Stop that server first, or point DATA_DIR at another folder (or DATABASE_URL at PostgreSQL).',
      );
    }
    if (owner !== undefined) unlinkSync(path);
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      held.add(path);
      return () => {
        held.delete(path);
        if (readPid(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      // Someone else created it between our check and our write: look again once.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new DataDirLockedError(
    `${what} is being opened by another server at the same time (lock file ${path}).`,
  );
}
