import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { IMPORT_BATCH_ROWS, INTERRUPTED_AFTER_MS } from '../../src/domain/imports/importValues.ts';
import type { MassImportEntry } from '../../src/domain/imports/massImport.ts';
import { freePort } from '../support/freePort.ts';
import { signInForToken } from '../support/signInForToken.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  testDatabaseName,
} from '../support/postgresTemplate.ts';
import { startProduct, type RunningProduct } from '../support/startProduct.ts';
import { engines } from './testApp.ts';

const ROWS = 9_000;
const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/** Create Promo Code rows under 1 MB, enough batches for the kill to land mid-way. */
const promotionsCsv = () =>
  [
    'reference,promoCode,status,type,subChannel,regions,numberOfUses,freeMinutes,startDate',
    ...Array.from(
      { length: ROWS },
      (_, i) => `CR-${i},CRASH${i},ACTIVE,Non-join code,Digital,Montreal,10,30,2030-01-01`,
    ),
  ].join('\n');

const entryOf = async (product: RunningProduct, token: string, id: string) => {
  const response = await fetch(`${product.baseUrl}/api/mass-imports`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: MassImportEntry[] }).data.find((entry) => entry.id === id)!;
};

/**
 * The server running an import is killed (SIGKILL) after its first batches;
 * on the same data, after restart, the import reads Interrupted with the batches it applied
 * intact. The product in its own process, as crashRestart.test.ts runs it, on a database of its
 * own (a PGlite folder, or a PostgreSQL database) that the test opens between the two runs.
 */
describe.each(engines)(
  'a mass import whose server is killed mid-way on %s (spec 4 Import status)',
  (engine) => {
    let dataDir: string;
    let postgresName: string | undefined;
    afterAll(async () => {
      if (postgresName) await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, postgresName);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('reads Interrupted after restart, its applied batches whole and nothing else', async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'carshare-import-crash-'));
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        postgresName = testDatabaseName();
        databaseUrl = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, postgresName, dataDir, {
          migrated: false,
        });
      }
      const env = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        IDP_PORT: String(await freePort()),
        MQTT_PORT: String(await freePort()),
        SEED: '50',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const first = await startProduct(env);
      const token = await signInForToken(first.baseUrl, first.idpUrl, 'mgmt@example.com');
      const form = new FormData();
      form.append('file', new Blob([promotionsCsv()], { type: 'text/csv' }), 'crash.csv');
      const uploaded = await fetch(`${first.baseUrl}/api/files/upload?kind=csv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { fileLocation } = (await uploaded.json()) as { fileLocation: string };
      const started = await fetch(`${first.baseUrl}/api/promotions-massimport`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fileLocation, dryRun: false }),
      });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };
      await expect
        .poll(async () => (await entryOf(first, token, id)).processed, { interval: 20 })
        .toBeGreaterThan(0);
      first.child.kill('SIGKILL');
      await exitOf(first.child);

      // The 60 s a heartbeat must age are not waited for: the row's heartbeat is moved back
      // past INTERRUPTED_AFTER_MS, as 60 s without a batch would leave it.
      const database = await openDatabase({ databaseUrl, dataDir });
      let applied: { processed: number; success: number; status: string };
      try {
        applied = await database.db
          .updateTable('mass_imports')
          .set({
            heartbeat_at: sql<Date>`now() - make_interval(secs => ${(INTERRUPTED_AFTER_MS + 1_000) / 1000})`,
          })
          .where('id', '=', id)
          .returning(['processed', 'success', 'status'])
          .executeTakeFirstOrThrow();
        const references = await database.db
          .selectFrom('mass_import_references')
          .select(sql<string>`count(*)`.as('n'))
          .where('mass_import_id', '=', id)
          .executeTakeFirstOrThrow();
        const promotions = await database.db
          .selectFrom('promotions')
          .select(sql<string>`count(*)`.as('n'))
          .where('promo_code', 'like', 'CRASH%')
          .executeTakeFirstOrThrow();
        // Killed before the end, and every batch in or out whole: its rows, references and counts agree.
        expect(applied.status).toBe('inProgress');
        expect(applied.processed).toBeLessThan(ROWS);
        expect(applied.processed % IMPORT_BATCH_ROWS).toBe(0);
        expect(applied.success).toBe(applied.processed);
        expect(Number(references.n)).toBe(applied.success);
        expect(Number(promotions.n)).toBe(applied.success);
      } finally {
        await database.close();
      }

      const second = await startProduct(env);
      try {
        const again = await signInForToken(second.baseUrl, second.idpUrl, 'mgmt@example.com');
        expect(await entryOf(second, again, id)).toMatchObject({
          status: 'interrupted',
          total: ROWS,
          processed: applied.processed,
          success: applied.success,
          finishedAt: null,
        });
      } finally {
        await second.stop();
      }
    });
  },
);
