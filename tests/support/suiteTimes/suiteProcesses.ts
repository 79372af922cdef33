import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the test processes say whose they are, when CI asks for the suites' figures. */
export const SUITE_TIMES_DIR = 'SUITE_TIMES_DIR';

/** Notes that process `pid` works for `owner`: a test file's path, or `suite:<project>`. */
export const noteSuiteProcess = (pid: number | undefined, owner: string) => {
  const folder = process.env[SUITE_TIMES_DIR];
  if (!folder || pid === undefined) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, String(pid)), owner);
};

/** Every process noted so far, by pid, with the owner it named. */
export const notedProcesses = (folder: string) =>
  new Map(
    readdirSync(folder).flatMap((name) => {
      try {
        return [[Number(name), readFileSync(join(folder, name), 'utf8')] as const];
      } catch {
        return [];
      }
    }),
  );
