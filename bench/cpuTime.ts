import { readFile } from 'node:fs/promises';

/** USER_HZ: Linux reports process times in hundredths of a second. */
const TICK_MS = 10;

/**
 * CPU time a process has used so far, all its threads together (the PGlite worker included),
 * from /proc/<pid>/stat: utime and stime, the 14th and 15th fields. Unlike requests/s, CPU
 * time per request hardly changes when other programs share the cores.
 */
export async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
