import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { freePort } from '../../tests/support/freePort.ts';

export interface RunningAnchor {
  baseUrl: string;
  pid: number;
  /** The SQL it runs, as it printed it: the product's own, compiled by Kysely. */
  sql: { page: string; count: string };
  stop(): Promise<void>;
}

/** Starts bench/anchor/server.ts in a process of its own, as the product runs, and waits for its SQL line and /health. */
export async function startAnchor(databaseUrl: string): Promise<RunningAnchor> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/anchor/server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    const lines = createInterface({ input: child.stdout! });
    let sql: RunningAnchor['sql'] | undefined;
    for await (const line of lines) {
      if (!line.startsWith('ANCHOR_SQL ')) continue;
      sql = JSON.parse(line.slice('ANCHOR_SQL '.length)) as RunningAnchor['sql'];
      break;
    }
    child.stdout!.resume(); // nothing more is read; never let a full pipe stall it
    if (!sql) throw new Error(`the anchor exited (code ${child.exitCode}) before printing its SQL`);
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('the anchor did not answer /health');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return { baseUrl, pid: child.pid!, sql, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
