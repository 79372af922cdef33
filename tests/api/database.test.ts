import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { withBulkLoad } from '../../server/seed/bulkLoad.ts';
import { createTestDatabase, engines } from './testApp.ts';

describe.each(engines)('database on %s', (engine) => {
  it('applies each migration once', async () => {
    const { database, drop } = await createTestDatabase(engine, { migrated: false });
    try {
      const applied = await migrate(database);
      expect(applied).toContain('001_initial.sql');
      expect(await migrate(database)).toEqual([]);
      const rows = await database.db
        .selectFrom('schema_migrations' as never)
        .selectAll()
        .execute();
      expect(rows).toHaveLength(applied.length);
    } finally {
      await drop();
    }
  });

  it('puts the indexes a bulk load sets aside back with their statistics targets (migration 098)', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const targets = async () =>
        (
          await sql<{ name: string; column: number; target: number }>`
            SELECT a.attrelid::regclass::text AS "name", a.attnum AS "column", a.attstattarget AS "target"
            FROM pg_attribute a JOIN pg_index i ON i.indexrelid = a.attrelid
            WHERE i.indrelid = 'customers'::regclass AND a.attstattarget >= 0
            ORDER BY 1, 2`.execute(database.db)
        ).rows;
      const before = await targets();
      expect(before).toContainEqual({ name: 'customers_full_name_search', column: 2, target: 300 });
      await withBulkLoad(database.db, ['customers'], async () => {});
      expect(await targets()).toEqual(before);
    } finally {
      await drop();
    }
  });

  it('copyRows loads CSV-escaped values and keeps NULL apart from empty text', async () => {
    const { database, drop } = await createTestDatabase(engine);
    try {
      const rows = [
        [1, 'Vancouver, "BC"', 'BC', 'America/Vancouver'],
        [2, 'Line\nbreak', '', 'America/Toronto'],
      ];
      await database.copyRows('regions', ['id', 'name', 'province', 'time_zone'], rows);
      await database.copyRows(
        'staffs',
        ['email', 'first_name', 'last_name', 'role'],
        [['a@example.com', 'A', 'B', 'MSA']],
      );
      await database.copyRows(
        'customers',
        ['customer_number', 'first_name', 'last_name', 'email', 'phone', 'birth_date'],
        [
          ['1', 'N', 'Null', 'n@example.com', null, '1990-02-03'],
          ['2', 'E', 'Empty', 'e@example.com', '', undefined],
        ],
      );
      expect(
        await database.db.selectFrom('regions').select(['id', 'name', 'province']).orderBy('id').execute(),
      ).toEqual([
        { id: 1, name: 'Vancouver, "BC"', province: 'BC' },
        { id: 2, name: 'Line\nbreak', province: '' },
      ]);
      const customers = await database.db
        .selectFrom('customers')
        .select(['id', 'phone', 'birth_date'])
        .orderBy('customer_number')
        .execute();
      expect(customers).toEqual([
        { id: '1', phone: null, birth_date: '1990-02-03' },
        { id: '2', phone: '', birth_date: null },
      ]);
    } finally {
      await drop();
    }
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second open of the same directory, and opens again once closed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-lock-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another server/);
      await first.close();
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-lock-'));
    try {
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      }).stdout;
      writeFileSync(path.join(dataDir, 'pglite.lock'), `${gone}\n`);
      const database = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(process.pid));
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!engines.includes('postgres'))('PostgreSQL connections', () => {
  it('outlives a pooled connection that the server ends while it is idle, and says so', async () => {
    const { database, drop } = await createTestDatabase('postgres');
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      const pid = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
      const [{ pid: idle }] = pid.rows;
      const killer = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: tmpdir() });
      await sql`SELECT pg_terminate_backend(${idle})`.execute(killer.db);
      await killer.close();
      await expect.poll(() => logged.join('')).toContain('idle database connection lost');
      const after = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      console.error = original;
      await drop();
    }
  });
});

describe('PGlite in its worker thread', () => {
  const withDatabase = async (work: (database: DatabaseHandle) => Promise<void>) => {
    const { database, drop } = await createTestDatabase('pglite');
    try {
      await work(database);
    } finally {
      await drop();
    }
  };

  it('leaves the event loop free while a long query runs', () =>
    withDatabase(async ({ db }) => {
      let ended = false;
      const query = sql`SELECT pg_sleep(1)`.execute(db).then(() => (ended = true));
      // On the main thread the event loop could not take its next turns until the query ended:
      // an order of events, not a measure of the machine's speed.
      const turns: boolean[] = [];
      for (let turn = 0; turn < 10; turn += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        turns.push(ended);
      }
      expect(turns).toEqual(Array(10).fill(false));
      await query;
      expect(ended).toBe(true);
    }));

  it('keeps other queries out of an open transaction and rolls it back whole', () =>
    withDatabase(async ({ db }) => {
      const regions = () => db.selectFrom('regions').select('name').execute();
      let seenDuring: unknown;
      const transaction = db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('regions')
            .values({ id: 1, name: 'Inside', province: 'BC', time_zone: 'UTC' })
            .execute();
          seenDuring = regions(); // another request's query, started while the transaction is open
          // It waits for the transaction: its answer only comes once the transaction is over.
          let answered = false;
          void (seenDuring as Promise<unknown>).then(() => (answered = true));
          await new Promise((resolve) => setImmediate(resolve));
          expect(answered).toBe(false);
          throw new Error('abandon');
        })
        .catch((error: Error) => error.message);
      expect(await transaction).toBe('abandon');
      expect(await seenDuring).toEqual([]);
      expect(await regions()).toEqual([]);
    }));

  it("passes PostgreSQL's error fields across the thread", () =>
    withDatabase(async ({ db }) => {
      const region = { id: 1, name: 'Twice', province: 'BC', time_zone: 'UTC' };
      await db.insertInto('regions').values(region).execute();
      await expect(db.insertInto('regions').values(region).execute()).rejects.toMatchObject({
        code: '23505',
        message: expect.stringMatching(/duplicate key/),
      });
    }));

  it('flushes on close, so a reopened directory holds what was written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-close-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await first.copyRows('regions', ['id', 'name', 'province', 'time_zone'], [[7, 'Kept', 'QC', 'UTC']]);
      await first.close();
      await expect(first.db.selectFrom('regions').selectAll().execute()).rejects.toThrow();
      const again = await openDatabase({ dataDir });
      expect(await again.db.selectFrom('regions').select('name').execute()).toEqual([{ name: 'Kept' }]);
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('readConfig', () => {
  it('has offline defaults and treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      authMode: 'local',
      dataDir: './data',
      seedMembers: 20000,
      seedMemberCount: 20000,
    });
    // SEED_MEMBERS sizes the member table alone (the bench's million members).
    expect(readConfig({ SEED_MEMBERS: '1000000' })).toMatchObject({
      seedMembers: 20000,
      seedMemberCount: 1_000_000,
    });
  });
  it('refuses a non-loopback host in local mode, saying why', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(/plain passwords/);
    expect(
      readConfig({
        HOST: '0.0.0.0',
        AUTH_MODE: 'cognito',
        COGNITO_USER_POOL_ID: 'p',
        COGNITO_CLIENT_ID: 'c',
        ALLOWED_HOSTS: 'backoffice.example.com',
      }).host,
    ).toBe('0.0.0.0');
  });
  it('names the bad variables', () => {
    expect(() => readConfig({ AUTH_MODE: 'cognito' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty', SEED: '-1' })).toThrow(/PORT="eighty"[\s\S]*SEED="-1"/);
  });
  it('signs in to an external broker by password or by a client certificate over TLS', () => {
    const external = { MQTT_URL: 'mqtts://iot.example.com:8883' };
    expect(() => readConfig(external)).toThrow(/MQTT_USERNAME and MQTT_PASSWORD, or MQTT_CERT_FILE/);
    expect(readConfig({ ...external, MQTT_CERT_FILE: 'a.crt', MQTT_KEY_FILE: 'a.key' }).mqtt).toMatchObject({
      url: external.MQTT_URL,
      tlsFiles: { cert: 'a.crt', key: 'a.key' },
    });
    expect(() => readConfig({ ...external, MQTT_CERT_FILE: 'a.crt' })).toThrow(/go together/);
    expect(() =>
      readConfig({ MQTT_URL: 'mqtt://broker:1883', MQTT_CERT_FILE: 'a.crt', MQTT_KEY_FILE: 'a.key' }),
    ).toThrow(/need an mqtts:\/\/ MQTT_URL/);
    expect(readConfig({ ...external, MQTT_USERNAME: 'back-office', MQTT_PASSWORD: 'p' }).mqtt.username).toBe(
      'back-office',
    );
  });
});
