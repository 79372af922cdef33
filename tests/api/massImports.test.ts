import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files/fileRules.ts';
import type { MassImportEntry } from '../../src/domain/imports/massImport.ts';
import { insertMembers, MONTREAL } from '../support/memberTrips.ts';
import { multipartBody } from '../support/multipartBody.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const IMPORTER = { email: 'iris.import@example.com', first_name: 'Iris', last_name: 'Gagnon', role: 'MGMT' };
const COLUMNS =
  'reference,promoCode,status,type,subChannel,regions,numberOfUses,freeMinutes,startDate,expiryDate';

/** A Create Promo Code row starting in 2030, so "start not in the past" holds whenever the suite runs. */
const promotionRow = (
  reference: string,
  code: string,
  overrides: Partial<Record<'uses' | 'start', string>> = {},
) =>
  `${reference},${code},ACTIVE,Non-join code,Digital,Montreal;Toronto,${overrides.uses ?? '10'},30,${overrides.start ?? '2030-01-01'},2030-06-30`;

describe.each(engines)('mass imports on %s (spec 3 Mass import log entry, spec 5 File upload)', (engine) => {
  let t: TestApp;
  const as = (groups = ['MGMT']) => t.bearer({ email: IMPORTER.email, groups });

  const upload = async (fileName: string, bytes: Uint8Array | string, groups?: string[]) => {
    const { payload, contentType } = multipartBody([
      { field: 'file', fileName, contentType: 'text/csv', bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?kind=csv',
      headers: { ...as(groups), 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const post = async (fileLocation: string, dryRun: boolean, path = '/api/promotions-massimport') => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: as(),
      payload: { fileLocation, dryRun },
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** Uploads and imports a file, then waits for this process to finish its batches (no clock involved). */
  const importFile = async (csv: string, path?: string): Promise<MassImportEntry> => {
    const uploaded = await upload('promotions.csv', csv);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const started = await post(uploaded.body.fileLocation, false, path);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await Promise.all([...t.app.importRuns]);
    return entryOf(started.body.id);
  };
  const entryOf = async (id: string): Promise<MassImportEntry> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mass-imports?count=100',
      headers: as(),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as MassImportEntry[]).find((entry) => entry.id === id)!;
  };
  const countOf = async (table: 'promotions' | 'mass_imports' | 'mass_import_references') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.insertInto('staffs').values(IMPORTER).execute();
    await t.db
      .insertInto('regions')
      .values([MONTREAL, { id: 3, name: 'Toronto', province: 'ON', time_zone: 'America/Toronto' }])
      .execute();
  });
  afterAll(() => t?.close());

  it('imports the good rows and lists each bad one, and why, in a details file with inert cells', async () => {
    const csv = [
      `\uFEFF${COLUMNS}`,
      promotionRow('A-1', 'IMPGOOD1'),
      promotionRow('A-2', 'IMPGOOD2'),
      promotionRow('A-3', 'IMP BAD'),
      promotionRow('A-4', 'IMPBAD4', { uses: '1000' }),
      promotionRow('=HYPERLINK("x")', 'IMPGOOD5', { uses: '0' }),
      promotionRow('', 'IMPNOREF'),
    ].join('\r\n');
    const entry = await importFile(csv);
    expect(entry).toMatchObject({
      type: 'createPromoCode',
      status: 'completed',
      fileName: 'promotions.csv',
      total: 6,
      processed: 6,
      success: 2,
      failed: 4,
      duplicates: 0,
      staffName: 'Iris Gagnon',
    });
    expect(entry.finishedAt).not.toBeNull();
    const codes = await t.db
      .selectFrom('promotions')
      .select('promo_code')
      .where('promo_code', 'like', 'IMP%')
      .execute();
    expect(codes.map(({ promo_code }) => promo_code).sort()).toEqual(['IMPGOOD1', 'IMPGOOD2']);

    const details = await t.app.inject({
      method: 'GET',
      url: `/api/files?fileLocation=${encodeURIComponent(entry.detailsLocation!)}`,
      headers: as(),
    });
    expect(details.statusCode).toBe(200);
    expect(details.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(details.body.slice(1).trim()).data;
    expect(rows[0]).toEqual(['Row', 'Reference', 'Field', 'Message']);
    expect(rows.slice(1).map(([row, reference, field]) => [row, reference, field])).toEqual([
      ['3', 'A-3', 'promoCode'],
      ['4', 'A-4', 'numberOfUses'],
      ['5', `'=HYPERLINK("x")`, 'numberOfUses'],
      ['6', '', 'reference'],
    ]);
    expect(rows[4]![3]).toBe('Required');
    // The details are the import area's: a ticket role cannot read them.
    const asSupport = await t.app.inject({
      method: 'GET',
      url: `/api/files?fileLocation=${encodeURIComponent(entry.detailsLocation!)}`,
      headers: as(['SUPPORT']),
    });
    expect(asSupport.statusCode).toBe(403);
  });

  it('a free-minutes file of several batches run at once applies every good row once, its refusals in row order', async () => {
    const [member] = await insertMembers(t.db, [
      { customer_number: 'IMP-FM', first_name: 'Batch', last_name: 'Grantee', email: 'fm@example.com' },
    ]);
    // 1,234 rows: three batches (500, 500, 234), a refusal in each, checked by schema or by the writer.
    const refused = new Map([
      [7, 'freeMin'],
      [612, 'customerId'],
      [1_100, 'freeMin'],
    ]);
    const rows = Array.from({ length: 1_234 }, (_, index) => {
      const row = index + 1;
      const customer = refused.get(row) === 'customerId' ? '987654321' : member;
      const minutes = refused.get(row) === 'freeMin' ? '0' : String((row % 50) + 1);
      return `FM-${row},${customer},Other,${minutes},${MONTREAL.id},none,,,`;
    });
    const csv = [
      'reference,customerId,reason,freeMin,regions,expiry,expiryDays,expiryDate,ticket',
      ...rows,
    ].join('\n');
    const entry = await importFile(csv, '/api/freeminutes-massimport');
    expect(entry).toMatchObject({
      status: 'completed',
      total: 1_234,
      processed: 1_234,
      success: 1_231,
      failed: 3,
    });
    const grants = await t.db
      .selectFrom('free_minute_grants')
      .select(sql<string>`count(*)`.as('n'))
      .where('customer_id', '=', member!)
      .executeTakeFirstOrThrow();
    expect(Number(grants.n)).toBe(1_231);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/files?fileLocation=${encodeURIComponent(entry.detailsLocation!)}`,
      headers: as(),
    });
    const listed = Papa.parse<string[]>(details.body.slice(1).trim()).data.slice(1);
    expect(listed.map(([row, , field]) => [Number(row), field])).toEqual([...refused]);
  });

  it('spec 3 details download: 100,000 refused rows end Completed, their details downloadable past the upload cap', async () => {
    // A reference alone on each row (under 1 MB uploaded): customer, reason, minutes, regions and expiry missing.
    const ROWS = 100_000;
    const csv = ['reference', ...Array.from({ length: ROWS }, (_, i) => i.toString(36))].join('\n');
    expect(csv.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const entry = await importFile(csv, '/api/freeminutes-massimport');
    expect(entry).toMatchObject({
      status: 'completed',
      total: ROWS,
      processed: ROWS,
      success: 0,
      failed: ROWS,
    });
    expect(entry.detailsLocation).not.toBeNull();
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/files?fileLocation=${encodeURIComponent(entry.detailsLocation!)}`,
      headers: as(),
    });
    expect(details.statusCode).toBe(200);
    expect(Number(details.headers['content-length'])).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const lines = details.body.trimEnd().split('\r\n');
    expect(lines[1]).toMatch(/^1,0,\w+,Required$/);
    expect(lines.at(-1)).toMatch(new RegExp(`^${ROWS},${(ROWS - 1).toString(36)},`));
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(ROWS);
  });

  it('a dry run answers the row report and writes nothing', async () => {
    const csv = [
      COLUMNS,
      promotionRow('D-1', 'DRYGOOD'),
      promotionRow('D-2', 'DRYBAD', { start: '2001-01-01' }),
    ].join('\n');
    const uploaded = await upload('dry.csv', csv);
    const before = await Promise.all([
      countOf('promotions'),
      countOf('mass_imports'),
      countOf('mass_import_references'),
    ]);
    const report = await post(uploaded.body.fileLocation, true);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ total: 2, valid: 1 });
    expect(report.body.problems).toEqual([
      expect.objectContaining({
        row: 2,
        reference: 'D-2',
        field: 'startDate',
        message: 'promotions.errors.startPast',
      }),
    ]);
    const after = await Promise.all([
      countOf('promotions'),
      countOf('mass_imports'),
      countOf('mass_import_references'),
    ]);
    expect(after).toEqual(before);
  });

  it('a file imported again is all duplicates, never applied twice; a dry run says so first', async () => {
    const csv = [COLUMNS, promotionRow('R-1', 'AGAIN1'), promotionRow('R-2', 'AGAIN2')].join('\n');
    const first = await importFile(csv);
    expect(first).toMatchObject({ success: 2, failed: 0, duplicates: 0 });
    const uploaded = await upload('again.csv', csv);
    const dry = await post(uploaded.body.fileLocation, true);
    expect(dry.body.valid).toBe(0);
    expect(dry.body.problems.map(({ message }: { message: string }) => message)).toEqual([
      'imports.duplicate',
      'imports.duplicate',
    ]);
    const promotions = await countOf('promotions');
    const second = await importFile(csv);
    expect(second).toMatchObject({ status: 'completed', total: 2, success: 0, failed: 0, duplicates: 2 });
    expect(await countOf('promotions')).toBe(promotions);
    // Its importer is told with the counts that show it changed nothing (notificationTextKey).
    const told = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('kind', '=', 'importFinished')
      .where('reference', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(told.params).toMatchObject({ fileName: 'promotions.csv', total: 2, duplicates: 2, success: 0 });
  });

  it('spec 5: a CSV of 1 MB + 1 byte answers 413, another type 400, and an import upload needs the import area', async () => {
    const header = `${COLUMNS}\n`;
    const tooLarge = await upload('big.csv', header + 'x'.repeat(MAX_UPLOAD_BYTES + 1 - header.length));
    expect(tooLarge.status).toBe(413);
    const pdf = await upload('rows.pdf', '%PDF-1.7\n%%EOF\n');
    // The import's own type is named, not a ticket's (spec 5, File upload).
    expect(pdf).toMatchObject({ status: 400, body: { messageKey: 'files.wrongTypeCsv' } });
    const workbook = await upload('rows.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]));
    expect(workbook).toMatchObject({ status: 400, body: { messageKey: 'files.unreadable.workbook' } });
    expect((await upload('rows.csv', header, ['SUPPORT'])).status).toBe(403);
  });

  it('the log is newest first, and the template holds the columns and an example row', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mass-imports', headers: as() });
    const started = (response.json().data as MassImportEntry[]).map(({ startedAt }) => startedAt);
    expect(started).toEqual([...started].sort().reverse());
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/mass-imports/template?type=createPromoCode',
      headers: as(),
    });
    expect(template.statusCode).toBe(200);
    expect(template.body.startsWith('\uFEFFreference,promoCode,')).toBe(true);
    expect(template.body.trim().split('\r\n')).toHaveLength(2);
  });
});
