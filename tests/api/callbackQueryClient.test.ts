import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallbackQueryClient } from '../../server/db/callbackQueryClient.ts';

// The PostgreSQL pool's client (docs/architecture.md, Database notes): every form of `query` the
// product and Kysely use still answers as pg's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)('CallbackQueryClient on PostgreSQL', () => {
  const client = new CallbackQueryClient({ connectionString: process.env.TEST_DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('answers the promise form with text and values, as Kysely calls it', async () => {
    const result = await client.query('select $1::int + 1 as n, $2::text as t', [41, 'é']);
    expect(result.rows).toEqual([{ n: 42, t: 'é' }]);
    expect(result.command).toBe('SELECT');
  });

  it('keeps text without values on the simple protocol, which runs several statements (migrations)', async () => {
    const results = (await client.query('select 1 as a; select 2 as b')) as unknown as pg.QueryResult[];
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it('answers a query config object', async () => {
    const result = await client.query({ text: 'select $1::text as v', values: ['x'], rowMode: 'array' });
    expect(result.rows).toEqual([['x']]);
  });

  it("rejects with pg's own error, and the client stays usable", async () => {
    await expect(client.query('select * from no_such_table', [])).rejects.toMatchObject({
      code: '42P01',
      message: expect.stringContaining('no_such_table'),
    });
    expect((await client.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('leaves the callback form and submittables (COPY streams, cursors) to pg', async () => {
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) =>
      client.query('select $1::int as n', [7], (error, result) => (error ? reject(error) : resolve(result))),
    );
    expect(viaCallback.rows).toEqual([{ n: 7 }]);
    const submitted = new pg.Query('select 3 as n');
    const rows: unknown[] = [];
    submitted.on('row', (row) => rows.push(row));
    const ended = new Promise((resolve) => submitted.on('end', resolve));
    expect(client.query(submitted)).toBe(submitted);
    await ended;
    expect(rows).toEqual([{ n: 3 }]);
  });
});
