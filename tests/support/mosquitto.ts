import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort.ts';

export const MOSQUITTO = '/usr/sbin/mosquitto';
export const hasMosquitto = existsSync(MOSQUITTO);
const REPO_CONFIG = path.resolve(import.meta.dirname, '../../config/mosquitto');

/** PEM files for a listener that signs clients in by certificate, its common name their user. */
export interface CertificateSignIn {
  caFile: string;
  certFile: string;
  keyFile: string;
}

export interface OwnMosquitto {
  url: string;
  stop(): Promise<void>;
}

/**
 * A Mosquitto of the test's own, with the repository's config/mosquitto (its settings and ACL as
 * the README tells an operator to install them) on a free loopback port, signing in `users`.
 * The folder it reads is a temporary one; run as root, it stays root rather than dropping to the
 * mosquitto user, who could not read that folder. With `certificates`, clients sign in by a
 * certificate of that authority instead of a password, as on AWS IoT Core.
 */
export async function startMosquitto(
  users: Record<string, string>,
  certificates?: CertificateSignIn,
): Promise<OwnMosquitto> {
  // The free port may be taken between finding it and binding it: try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), users, certificates);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

async function startOn(
  port: number,
  users: Record<string, string>,
  certificates: CertificateSignIn | undefined,
): Promise<OwnMosquitto> {
  const dir = await mkdtemp(path.join(tmpdir(), 'carshare-mosquitto-'));
  const passwd = path.join(dir, 'passwd');
  Object.entries(users).forEach(([user, password], index) => {
    const made = spawnSync('mosquitto_passwd', [
      ...(index === 0 ? ['-c'] : []),
      '-b',
      passwd,
      user,
      password,
    ]);
    if (made.status !== 0) throw new Error(`mosquitto_passwd: ${made.stderr.toString()}`);
  });
  await writeFile(path.join(dir, 'acl'), await readFile(path.join(REPO_CONFIG, 'acl')));
  const repoConfig = (await readFile(path.join(REPO_CONFIG, 'mosquitto.conf'), 'utf8'))
    .replaceAll('/etc/mosquitto/carshare/', `${dir}/`)
    .replaceAll('/var/lib/mosquitto/', `${dir}/`)
    .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`);
  const config = certificates
    ? repoConfig.replace(/^password_file .*$/m, '') +
      [
        `cafile ${certificates.caFile}`,
        `certfile ${certificates.certFile}`,
        `keyfile ${certificates.keyFile}`,
        'require_certificate true',
        'use_identity_as_username true',
        '',
      ].join('\n')
    : repoConfig;
  const configFile = path.join(dir, 'mosquitto.conf');
  await writeFile(configFile, process.getuid?.() === 0 ? `${config}user root\n` : config);

  const broker = spawn(MOSQUITTO, ['-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => broker.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    broker.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(' running')) resolve();
    });
    void exited.then(async (code) => {
      await rm(dir, { recursive: true, force: true });
      reject(new Error(`mosquitto exited ${code}: ${output}`));
    });
  });
  return {
    url: `${certificates ? 'mqtts' : 'mqtt'}://127.0.0.1:${port}`,
    stop: async () => {
      broker.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
