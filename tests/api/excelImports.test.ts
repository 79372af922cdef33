import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MassImportEntry } from '../../src/domain/imports/massImport.ts';
import { insertMembers, MONTREAL } from '../support/memberTrips.ts';
import { multipartBody } from '../support/multipartBody.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const IMPORTER = { email: 'excel.import@example.com', first_name: 'Élise', last_name: 'Roy', role: 'MGMT' };
const TORONTO = { id: 3, name: 'Toronto', province: 'ON', time_zone: 'America/Toronto' };

/** The characters Windows-1252 puts at 0x80–0x9F that these files use; the rest of Latin-1 is its own byte. */
const WINDOWS_1252_HIGH: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '—': 0x97 };

/** The bytes Excel's "CSV (Comma delimited)" writes on a French-locale Windows: Windows-1252, `;` between columns. */
const windows1252 = (text: string) =>
  Buffer.from(
    [...text].map((c) => {
      const code = WINDOWS_1252_HIGH[c] ?? c.charCodeAt(0);
      if (code > 0xff) throw new Error(`${c} has no Windows-1252 byte`);
      return code;
    }),
  );

/** The bytes of Excel's "Unicode text": UTF-16 LE after its byte-order mark, tabs between columns. */
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

/** A Create Promo Code row starting in 2030, so "start not in the past" holds whenever the suite runs. */
const PROMOTION_HEADER =
  'reference;promoCode;status;type;subChannel;regions;description;numberOfUses;freeMinutes;startDate;expiryDate';
const DESCRIPTION = 'Été à Montréal — 5 € “offerts”, l’hiver aussi';

describe.each(engines)(
  'files as Excel saves them, imported on %s (spec 5 File upload, spec 7 imports)',
  (engine) => {
    let t: TestApp;
    const as = () => t.bearer({ email: IMPORTER.email, groups: ['MGMT'] });

    const upload = async (fileName: string, bytes: Uint8Array) => {
      const { payload, contentType } = multipartBody([
        { field: 'file', fileName, contentType: 'text/csv', bytes },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload?kind=csv',
        headers: { ...as(), 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ fileLocation: string; contentType: string; size: number }>();
    };
    const post = async (path: string, fileLocation: string, dryRun: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: as(),
        payload: { fileLocation, dryRun },
      });
      return { status: response.statusCode, body: response.json() };
    };
    /** Imports for real, then waits for this process to finish its batches (no clock involved). */
    const apply = async (path: string, fileLocation: string): Promise<MassImportEntry> => {
      const started = await post(path, fileLocation, false);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      await Promise.all([...t.app.importRuns]);
      const log = await t.app.inject({ method: 'GET', url: '/api/mass-imports?count=100', headers: as() });
      return (log.json().data as MassImportEntry[]).find((entry) => entry.id === started.body.id)!;
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      await t.db.insertInto('staffs').values(IMPORTER).execute();
      await t.db.insertInto('regions').values([MONTREAL, TORONTO]).execute();
    });
    afterAll(() => t?.close());

    it('spec 5: a Windows-1252 file with `;` between columns reads as written, in a dry run and applied, €, ’ and “ ” kept', async () => {
      const csv = [
        PROMOTION_HEADER,
        `XL-1;EXCEL1252A;ACTIVE;Non-join code;Digital;Montreal;${DESCRIPTION};10;30;2030-01-01;2030-06-30`,
        // Excel quotes a cell holding the separator: a list of regions here.
        `XL-2;EXCEL1252B;ACTIVE;Non-join code;Digital;"montreal;TORONTO";Prix : 5 €;10;30;2030-01-01;2030-06-30`,
      ].join('\r\n');
      const bytes = windows1252(`${csv}\r\n`);
      const stored = await upload('promotions Excel.csv', bytes);
      // Kept as sent, its type naming the charset, so a download opens as it was uploaded.
      expect(stored).toMatchObject({ contentType: 'text/csv; charset=windows-1252', size: bytes.length });

      const dry = await post('/api/promotions-massimport', stored.fileLocation, true);
      expect(dry).toEqual({
        status: 200,
        body: { encoding: 'windows-1252', separator: 'semicolon', total: 2, valid: 2, problems: [] },
      });

      const entry = await apply('/api/promotions-massimport', stored.fileLocation);
      expect(entry).toMatchObject({ status: 'completed', total: 2, success: 2, failed: 0 });
      const promotions = await t.db
        .selectFrom('promotions')
        .select(['promo_code', 'description'])
        .where('promo_code', 'in', ['EXCEL1252A', 'EXCEL1252B'])
        .orderBy('promo_code')
        .execute();
      expect(promotions).toEqual([
        { promo_code: 'EXCEL1252A', description: DESCRIPTION },
        { promo_code: 'EXCEL1252B', description: 'Prix : 5 €' },
      ]);
    });

    it('spec 5 and spec 7: a UTF-16 "Unicode text" file of free minutes names members by customer number and regions by name', async () => {
      const [member] = await insertMembers(t.db, [
        { customer_number: '31415926', first_name: 'Zoé', last_name: 'Côté', email: 'zoe.excel@example.com' },
      ]);
      const rows = [
        ['reference', 'customerNumber', 'customerId', 'reason', 'freeMin', 'regions', 'expiry', 'expiryDays'],
        ['U-1', '31415926', '', 'Other', '15', 'Montréal;TORONTO', 'none', ''],
        ['U-2', '', member!, 'Other', '20', `${MONTREAL.id}`, 'days', '30'],
        ['U-3', '99999999', '', 'Other', '15', 'Montreal', 'none', ''],
        ['U-4', '31415926', '', 'Other', '15', 'Calgary', 'none', ''],
        ['U-5', '', '', 'Other', '15', 'Montreal', 'none', ''],
        ['U-6', '31415926', '987654321', 'Other', '15', 'Montreal', 'none', ''],
      ];
      const stored = await upload('minutes.csv', utf16le(rows.map((cells) => cells.join('\t')).join('\r\n')));
      expect(stored.contentType).toBe('text/csv; charset=utf-16le');

      const dry = await post('/api/freeminutes-massimport', stored.fileLocation, true);
      expect(dry.status, JSON.stringify(dry.body)).toBe(200);
      expect(dry.body).toMatchObject({ encoding: 'utf-16le', separator: 'tab', total: 6, valid: 2 });
      expect(
        dry.body.problems.map(({ row, field, message }: Record<string, unknown>) => [row, field, message]),
      ).toEqual([
        [3, 'customerNumber', 'imports.rows.unknownCustomerNumber'],
        [4, 'regions', 'freeMinutes.errors.unknownRegion'],
        [5, 'customerNumber', 'imports.rows.customerRequired'],
        [6, 'customerNumber', 'imports.rows.customerMismatch'],
      ]);

      const entry = await apply('/api/freeminutes-massimport', stored.fileLocation);
      expect(entry).toMatchObject({ status: 'completed', total: 6, success: 2, failed: 4 });
      const grants = await t.db
        .selectFrom('free_minute_grants')
        .select(['minutes', 'region_ids'])
        .where('customer_id', '=', member!)
        .orderBy('minutes')
        .execute();
      expect(grants).toEqual([
        { minutes: 15, region_ids: [MONTREAL.id, TORONTO.id] },
        { minutes: 20, region_ids: [MONTREAL.id] },
      ]);
    });

    it('spec 5: an .xlsx renamed .csv is refused and told to be saved as CSV first', async () => {
      const { payload, contentType } = multipartBody([
        {
          field: 'file',
          fileName: 'minutes.csv',
          bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]),
        },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload?kind=csv',
        headers: { ...as(), 'content-type': contentType },
        payload,
      });
      expect([response.statusCode, response.json().messageKey]).toEqual([400, 'files.unreadable.workbook']);
    });
  },
);
