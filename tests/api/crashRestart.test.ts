import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort.ts';
import { signInForToken } from '../support/signInForToken.ts';
import { startProduct } from '../support/startProduct.ts';

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** The real server in its own process, on one data folder and fixed ports, stopped the hard ways. */
describe('crash and restart on the same data', () => {
  let dataDir: string;
  const env: Record<string, string> = {};
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('comes up again after kill -9: its IdP died with it and the stale locks are taken over', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'carshare-crash-'));
    Object.assign(env, {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      IDP_PORT: String(await freePort()),
      MQTT_PORT: String(await freePort()),
      SEED: '50',
    });
    const first = await startProduct(env);
    first.child.kill('SIGKILL');
    await exitOf(first.child);
    await expect.poll(() => portFree(Number(env.IDP_PORT))).toBe(true);

    const second = await startProduct(env);
    expect((await fetch(`${second.baseUrl}/health`)).status).toBe(200);
    const token = await signInForToken(second.baseUrl, second.idpUrl, 'sysadm@example.com');
    const me = await fetch(`${second.baseUrl}/api/currentStaff`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);

    // A second SIGTERM during shutdown waits for the same orderly close instead of exiting at once.
    second.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);

    const third = await startProduct(env);
    const again = await signInForToken(third.baseUrl, third.idpUrl, 'sysadm@example.com');
    const staff = await fetch(`${third.baseUrl}/api/currentStaff`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(staff.status).toBe(200);
    await third.stop();
  });
});
