import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';

export interface RunningProduct {
  baseUrl: string;
  /** Where sign-in goes, as in the web app: the product's passage to its IdP (POST /idp). */
  idpUrl: string;
  /** The IdP's own port, which answers only requests carrying the secret of <dataDir>/idp/secret. */
  idpPortUrl: string;
  dataDir: string;
  startupMs: number;
  /** The server process itself (crash tests kill it). */
  child: ChildProcess;
  /** What the process printed so far (its last 200 chunks of stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Browser tests and the bench send far more requests a minute as one user than staff do: they
 * set their own API rate limit (API_RATE_LIMIT overrides it) and say so once.
 */
const RATE_LIMIT = process.env.API_RATE_LIMIT || '1000000';
let rateLimitPrinted = false;

/**
 * Starts the product exactly as `npm start` does (a separate process, real IdP, real
 * database), on free ports and a fresh data folder, and waits until /health answers.
 */
export const startProduct = async (
  env: Record<string, string> = {},
  // A first start seeds the database: a million members take PGlite minutes.
  { healthTimeoutMs = 240_000 } = {},
): Promise<RunningProduct> => {
  // A restart test passes the ports again, so that the new server must take over the old ones.
  const port = Number(env.PORT ?? (await freePort()));
  const idpPort = Number(env.IDP_PORT ?? (await freePort()));
  const mqttPort = Number(env.MQTT_PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'carshare-')));
  if (!rateLimitPrinted) {
    rateLimitPrinted = true;
    console.info(
      `product started with API_RATE_LIMIT=${env.API_RATE_LIMIT ?? RATE_LIMIT} requests a minute per user`,
    );
  }
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      IDP_PORT: String(idpPort),
      MQTT_PORT: String(mqttPort),
      DATA_DIR: dataDir,
      SEED: '500',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: RATE_LIMIT,
      // `node --import tsx` (so a kill reaches the server itself, not a tsx wrapper) hides tsx
      // from @fastify/autoload's TypeScript detection, which `npm start` (the tsx CLI) passes.
      FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString()) > 200 && output.shift();
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, healthTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- product output ---\n${output.join('')}`, {
      cause: error,
    });
  }
  const startupMs = Date.now() - started;
  return {
    baseUrl,
    idpUrl: `${baseUrl}/idp`,
    idpPortUrl: `http://127.0.0.1:${idpPort}`,
    dataDir,
    startupMs,
    child,
    output: () => output.join(''),
    stop: async () => {
      await stopChild(child);
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const waitForHealth = async (baseUrl: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the product did not answer /health within ${timeoutMs / 1000} s`);
};

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => (clearTimeout(force), resolve()));
    child.kill('SIGTERM');
  });
