import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { IDP_SECRET_HEADER, prepareIdpCredentials } from './credentials.ts';

/** The slice of a pino / Fastify logger the IdP needs; both fit it. */
export interface IdpLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
}

export interface LocalIdp {
  /** Base URL of the embedded identity provider, always on the loopback address. */
  url: string;
  /** This run's secret: the IdP answers only requests that carry it in IDP_SECRET_HEADER. */
  secret: string;
  /** Stops the child process and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface StartLocalIdpOptions {
  /** The application's data folder; the IdP keeps its state in `<dataDir>/idp/.cognito`. */
  dataDir: string;
  port: number;
  logger?: IdpLogger;
  /** How long to wait for the IdP to answer before giving up (ms). */
  timeoutMs?: number;
}

// cognito-local stores plain passwords and signs with a published key: it must never be reachable from outside.
const HOST = '127.0.0.1';
const KEEP_LINES = 20;
const PRETTY_HEADER = /^\[\d+\] (\w+): (?:\S+ \S+ )?([\s\S]*)$/;

const require = createRequire(import.meta.url);
const START_SCRIPT = require.resolve('cognito-local/lib/bin/start.js');

// cognito-local logs through pino-pretty with colours forced on; keep the log readable.
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const portFreesUp = async (port: number, graceMs = 3000) => {
  const deadline = Date.now() + graceMs;
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
};

const answers = async (url: string, secret: string): Promise<boolean> => {
  try {
    const res = await fetch(`${url}/health`, {
      headers: { [IDP_SECRET_HEADER]: secret },
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts cognito-local as a child process on 127.0.0.1:<port> and resolves once it answers.
 * A child process (not in-process) because cognito-local reads its host and port from the
 * environment at import time and pulls in aws-sdk v2, which we keep out of the server.
 */
export async function startLocalIdp({
  dataDir,
  port,
  logger,
  timeoutMs = 60_000,
}: StartLocalIdpOptions): Promise<LocalIdp> {
  // Absolute: the child runs in this folder, so a relative DATA_DIR (the default ./data) would point elsewhere from there.
  const cwd = path.resolve(dataDir, 'idp');
  await mkdir(cwd, { recursive: true });
  const url = `http://${HOST}:${port}`;
  const recent: string[] = [];
  const lastOutput = () => (recent.length ? `\nLast output of cognito-local:\n${recent.join('\n')}` : '');

  // Checked first so that a service already on the port cannot be mistaken for ours. A moment's
  // grace: the IdP of a server killed a moment ago is still on its way out (it dies with its parent).
  if (!(await portFreesUp(port))) {
    throw new Error(`Cannot start the local identity provider: port ${port} on ${HOST} is already in use.`);
  }

  // DEBUG would switch cognito-local to dumping whole data stores, passwords included.
  const { DEBUG: _debug, ...env } = process.env;
  const { secret, keyFile } = await prepareIdpCredentials(cwd);
  const child = spawn(process.execPath, [START_SCRIPT], {
    cwd,
    // NODE_NO_WARNINGS hides aws-sdk v2's end-of-support notice, printed at every start.
    env: {
      ...env,
      HOST,
      PORT: String(port),
      NODE_NO_WARNINGS: '1',
      CARSHARE_IDP_SECRET: secret,
      CARSHARE_IDP_KEY_FILE: keyFile,
    },
    // The IPC channel is how the child notices that this process is gone, even after kill -9.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The channel must not keep this process alive on its own.
  child.channel?.unref();

  // Offline there is no mail server: cognito-local prints the recovery code in a box, which
  // would sit unseen at debug, so the code is raised to info with the address it was for.
  let destination: string | undefined;
  const raiseRecoveryCode = (text: string) => {
    const field = /(Destination|Code):\s+(\S+)/.exec(text);
    if (field?.[1] === 'Destination') destination = field[2];
    if (field?.[1] === 'Code')
      logger?.info(
        { component: 'idp', email: destination, code: field[2] },
        'password recovery code (local IdP)',
      );
  };

  // One pino-pretty record per log entry: a header line `[time] LEVEL: reqId target message`,
  // then indented lines for attached objects (errors); those are folded into their header.
  const emit = (name: 'stdout' | 'stderr', text: string) => {
    recent.push(text.split('\n')[0]);
    if (recent.length > KEEP_LINES) recent.shift();
    const header = PRETTY_HEADER.exec(text);
    const fields = header ? { idpLevel: header[1].toLowerCase(), message: header[2] } : { message: text };
    logger?.debug({ component: 'idp', stream: name, pid: child.pid, ...fields }, 'cognito-local');
    raiseRecoveryCode(text);
  };
  const pipe = (stream: NodeJS.ReadableStream, name: 'stdout' | 'stderr') => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      let entry: string | undefined;
      for (const raw of lines) {
        const line = raw.replace(ANSI, '').trimEnd();
        if (!line) continue;
        if (entry !== undefined && /^[\s}\]]/.test(line)) {
          entry += `\n${line}`;
          continue;
        }
        if (entry !== undefined) emit(name, entry);
        entry = line;
      }
      if (entry !== undefined) emit(name, entry);
    });
  };
  pipe(child.stdout!, 'stdout');
  pipe(child.stderr!, 'stderr');

  const exitPromise = new Promise<void>((resolve) => {
    if (exited(child)) resolve();
    else child.once('exit', () => resolve());
  });
  let spawnError: Error | undefined;
  child.once('error', (err) => {
    spawnError = err;
  });

  // A child left behind would keep the port and the data folder busy after the server is gone.
  const killOnExit = () => {
    if (!exited(child)) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (!exited(child)) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitPromise;
      clearTimeout(forced);
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (spawnError) {
      await stop();
      throw new Error(`Cannot start the local identity provider: ${spawnError.message}${lastOutput()}`);
    }
    if (exited(child)) {
      await exitPromise;
      process.removeListener('exit', killOnExit);
      throw new Error(
        `The local identity provider exited during start-up (code ${child.exitCode ?? child.signalCode}).${lastOutput()}`,
      );
    }
    if (await answers(url, secret)) {
      if (!exited(child)) break;
      continue;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The local identity provider did not answer on ${url} within ${timeoutMs} ms.${lastOutput()}`,
      );
    }
    await sleep(100);
  }

  return { url, secret, stop };
}
