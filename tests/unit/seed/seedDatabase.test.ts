import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/seed/index.ts';
import { collectSeed } from './collect.ts';
import { copyPgliteTemplate } from '../../support/pgliteTemplate.ts';

const NOW = Date.UTC(2026, 4, 15, 18, 0, 0);
const MEMBERS = 300;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (a database of its own, dropped after). */
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const open = async (engine: string): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-seed-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `carshare_seed_${process.pid}_${Date.now().toString(36)}`;
    const run = async (statement: string) => {
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await run(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  if (!databaseUrl) await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ dataDir, databaseUrl });
  await migrate(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Keys and indexes, those of the telemetry day partitions apart: the seed makes its month's (migration 112). */
const schemaShape = async (database: DatabaseHandle) => {
  const { rows } = await sql<{ kind: string; name: string; definition: string }>`
    SELECT 'key' AS kind, conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
    WHERE connamespace = 'public'::regnamespace AND NOT t.relispartition
    UNION ALL
    SELECT 'index', indexname, indexdef FROM pg_indexes i JOIN pg_class t ON t.oid = (quote_ident(i.tablename))::regclass
    WHERE schemaname = 'public' AND NOT t.relispartition
    ORDER BY 1, 2`.execute(database.db);
  return rows;
};

describe.each(engines)('seedDatabase on %s', (engine) => {
  it('loads the planned rows once, keeps the schema whole and the sequences ahead', async () => {
    const { database, drop } = await open(engine);
    try {
      const { db } = database;
      const before = await schemaShape(database);
      // The server core may add the demo accounts' staff rows first; the seed must live with them.
      await db
        .insertInto('staffs')
        .values({ email: 'sysadm@example.com', first_name: 'Priya', last_name: 'Raman', role: 'SYSADM' })
        .execute();

      const summary = await seedDatabase(database, { members: MEMBERS, now: NOW, batchSize: 1000 });
      const planned = collectSeed(MEMBERS, NOW);
      expect(summary).toMatchObject({
        skipped: false,
        customers: MEMBERS,
        staff: 20,
        cars: planned.cars.length,
        trips: planned.trips.length,
        payments: planned.payments.length,
        promotions: planned.promotions.length,
        tickets: planned.tickets.length,
        ledgerLines: planned.ledgerLines.length,
        freeMinuteGrants: planned.freeMinuteGrants.length,
        telemetryPoints: planned.telemetryPoints,
      });
      expect(planned.telemetryPoints).toBeGreaterThan(0);
      expect(await schemaShape(database)).toEqual(before);

      const count = async (
        table: 'customers' | 'trips' | 'payments' | 'ledger_lines' | 'ticket_notes' | 'regions' | 'staffs',
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('customers')).toBe(MEMBERS);
      expect(await count('trips')).toBe(planned.trips.length);
      expect(await count('payments')).toBe(planned.payments.length);
      expect(await count('ledger_lines')).toBe(planned.ledgerLines.length);
      expect(await count('ticket_notes')).toBe(planned.ticketNotes.length);
      expect(await count('regions')).toBe(3);
      expect(await count('staffs')).toBe(21);

      const first = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', '1')
        .executeTakeFirstOrThrow();
      expect(first.customer_number).toBe(planned.customers[0].customer_number);
      expect(first.birth_date).toBe(planned.customers[0].birth_date);
      expect(first.email).toBe(planned.customers[0].email);

      // New rows from the API get the next ids rather than colliding with seeded ones.
      const next = await db
        .insertInto('customers')
        .values({
          customer_number: 'NEW-1',
          first_name: 'New',
          last_name: 'Member',
          email: 'new.member@example.com',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(next.id)).toBe(MEMBERS + 1);
      const line = await db
        .insertInto('ledger_lines')
        .values({ customer_id: next.id, kind: 'accountFee', fee_code: 'administration', amount: '15.00' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(Number(line.id)).toBe(planned.ledgerLines.length + 1);
      const staff = await db
        .insertInto('staffs')
        .values({ email: 'mgmt@example.com', first_name: 'Daniel', last_name: 'Whitfield', role: 'MGMT' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(staff.id).toBe(22);

      const again = await seedDatabase(database, { members: MEMBERS, now: NOW });
      expect(again.skipped).toBe(true);
      expect(await count('trips')).toBe(planned.trips.length);
    } finally {
      await drop();
    }
  });
});
