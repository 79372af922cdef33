import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/domain/files/fileRules.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const UPLOADER = {
  email: 'sam.support@example.com',
  first_name: 'Sam',
  last_name: 'Lavoie',
  role: 'SUPPORT',
};

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const CSV = Buffer.from('plate,reason\nABC 123,flat tyre\n« é »,ok\n');

/** A multipart body as a browser's FormData writes it, with its boundary. */
const multipart = async (parts: { field?: string; name: string; bytes: Uint8Array }[]) => {
  const form = new FormData();
  for (const { field = 'file', name, bytes } of parts)
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
};

describe.each(engines)('files on %s (spec 5 File upload, spec 7 /files/upload and /files)', (engine) => {
  let t: TestApp;
  let filesDir: string;
  const as = (groups = ['SUPPORT']) => t.bearer({ email: UPLOADER.email, groups });

  const upload = async (parts: { field?: string; name: string; bytes: Uint8Array }[], groups?: string[]) => {
    const { payload, contentType } = await multipart(parts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...as(groups), 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const download = (fileLocation: string, groups?: string[]) =>
    t.app.inject({
      method: 'GET',
      url: `/api/files?fileLocation=${encodeURIComponent(fileLocation)}`,
      headers: as(groups),
    });
  const storedFiles = async (): Promise<string[]> => {
    const months = await readdir(filesDir).catch(() => [] as string[]);
    const all = await Promise.all(
      months.map(async (month) => (await readdir(path.join(filesDir, month))).map((f) => `${month}/${f}`)),
    );
    return all.flat().sort();
  };
  const rowCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('files')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    filesDir = t.app.settings.config.fileStorage.dir;
    await t.db.insertInto('staffs').values(UPLOADER).execute();
  });
  afterAll(() => t?.close());

  it('spec 5: takes a csv, a pdf and a png (SUPPORT), keeps a row and an audit entry, and gives the same bytes back', async () => {
    for (const [name, bytes, contentType] of [
      ['damage report.csv', CSV, 'text/csv; charset=utf-8'],
      ['Contrat de location é.pdf', PDF, 'application/pdf'],
      ['scratch.PNG', PNG, 'image/png'],
    ] as const) {
      const { status, body } = await upload([{ name, bytes }]);
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body).toEqual({
        id: expect.any(Number),
        fileName: name,
        fileLocation: expect.stringMatching(/^\d{4}-\d{2}\/[0-9a-f]{32}\.(csv|pdf|png)$/),
        contentType,
        size: bytes.length,
      });
      // The location is the server's own: nothing of the name the client sent.
      expect(body.fileLocation).not.toContain(name.split('.')[0]);
      const row = await t.db
        .selectFrom('files')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        file_name: name,
        file_location: body.fileLocation,
        size_bytes: bytes.length,
      });
      expect(row.uploaded_by_staff_id).toEqual(expect.any(Number));
      const audit = await t.db
        .selectFrom('audit_entries')
        .selectAll()
        .where('entity', '=', 'files')
        .where('record_id', '=', String(body.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'file.upload', actor_name: 'Sam Lavoie', before: null });

      const response = await download(body.fileLocation);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    }
  });

  it('spec 5: the type is checked by content as well as by name; other kinds are refused and nothing is kept', async () => {
    const before = { rows: await rowCount(), files: await storedFiles() };
    const refused = [
      { name: 'photo.png', bytes: Buffer.from('just some text, not an image') },
      { name: 'scan.pdf', bytes: PNG },
      { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') },
      { name: 'page.html', bytes: Buffer.from('<script>alert(1)</script>') },
    ];
    for (const file of refused) {
      const { status, body } = await upload([file]);
      expect({ name: file.name, status, key: body.messageKey }).toEqual({
        name: file.name,
        status: 400,
        key: 'files.wrongType',
      });
    }
    // A .txt or .csv that is no text is told what it is (spec 5: what it is and what to do).
    for (const [file, key] of [
      [{ name: 'notes.txt', bytes: Buffer.from([0x61, 0x00, 0x62]) }, 'files.unreadable.binary'],
      [
        { name: 'rows.csv', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]) },
        'files.unreadable.workbook',
      ],
    ] as const) {
      const { status, body } = await upload([file]);
      expect([file.name, status, body.messageKey]).toEqual([file.name, 400, key]);
    }
    const empty = await upload([{ name: 'empty.csv', bytes: new Uint8Array() }]);
    expect([empty.status, empty.body.messageKey]).toEqual([400, 'files.empty']);
    expect({ rows: await rowCount(), files: await storedFiles() }).toEqual(before);
  });

  it('spec 9: at most 1 MB — one byte more is refused and nothing is kept', async () => {
    const before = { rows: await rowCount(), files: await storedFiles() };
    const exact = Buffer.alloc(MAX_UPLOAD_BYTES, 'a');
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    const refused = await upload([{ name: 'big.csv', bytes: over }]);
    expect([refused.status, refused.body.messageKey]).toEqual([413, 'files.tooLarge']);
    expect({ rows: await rowCount(), files: await storedFiles() }).toEqual(before);
    const accepted = await upload([{ name: 'just-fits.txt', bytes: exact }]);
    expect([accepted.status, accepted.body.size]).toEqual([201, MAX_UPLOAD_BYTES]);
  });

  it('spec 9: one file at a time — two files are refused, as is a form with none or a JSON body', async () => {
    const before = { rows: await rowCount(), files: await storedFiles() };
    const two = await upload([
      { name: 'a.csv', bytes: CSV },
      { name: 'b.csv', bytes: CSV },
    ]);
    expect([two.status, two.body.messageKey]).toEqual([400, 'files.onlyOne']);
    const indexed = await upload([
      { field: 'file0', name: 'a.png', bytes: PNG },
      { field: 'file1', name: 'b.png', bytes: PNG },
      { field: 'file2', name: 'c.png', bytes: PNG },
    ]);
    expect([indexed.status, indexed.body.messageKey]).toEqual([400, 'files.onlyOne']);

    const form = new FormData();
    form.append('description', 'no file here');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...as(), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect([none.statusCode, none.json().messageKey]).toEqual([400, 'files.missing']);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: as(),
      payload: { file: 'aGVsbG8=' },
    });
    expect([json.statusCode, json.json().messageKey]).toEqual([415, 'error.unsupportedMediaType']);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...as(), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
    });
    expect(cut.statusCode).toBe(400);
    expect({ rows: await rowCount(), files: await storedFiles() }).toEqual(before);
  });

  it('keeps the last segment of a sent path as the name, without hidden characters', async () => {
    const { status, body } = await upload([{ name: '..\\..\\windows\\evil\u202egnp.csv', bytes: CSV }]);
    expect(status).toBe(201);
    expect(body.fileName).toBe('evilgnp.csv');
  });

  it('spec 7: an unknown location, a path out of the folder or no location at all gets 404 or 400', async () => {
    await writeFile(path.join(path.dirname(filesDir), 'outside.txt'), 'secret');
    for (const location of [
      '2026-01/00000000000000000000000000000000.csv',
      '../outside.txt',
      '../../etc/passwd',
      '/etc/passwd',
      '2026-01/../../outside.txt',
    ]) {
      const response = await download(location);
      expect({ location, status: response.statusCode }).toEqual({ location, status: 404 });
      expect(response.json().messageKey).toBe('error.notFound');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/files', headers: as() });
    expect(missing.statusCode).toBe(400);
    // PostgreSQL text cannot hold NUL: refused before the lookup, not a 500 from the database.
    const nul = await download('a\u0000b');
    expect({ status: nul.statusCode, key: nul.json().messageKey }).toEqual({
      status: 400,
      key: 'validation.characters',
    });
  });

  it('spec 6: DRIVE may neither upload nor download; every ticket role may', async () => {
    const { body: kept } = await upload([{ name: 'ok.csv', bytes: CSV }]);
    const before = await rowCount();
    const refused = await upload([{ name: 'x.csv', bytes: CSV }], ['DRIVE']);
    expect(refused.status).toBe(403);
    expect(await rowCount()).toBe(before);
    expect((await download(kept.fileLocation, ['DRIVE'])).statusCode).toBe(403);
    for (const role of ['SVC', 'BI', 'FLEET', 'MGMT']) {
      expect((await download(kept.fileLocation, [role])).statusCode).toBe(200);
    }
    expect((await upload([{ name: 'svc.png', bytes: PNG }], ['SVC'])).status).toBe(201);
  });

  it('nothing half-written: a store that fails leaves no row; a row that fails leaves no bytes', async () => {
    const before = { rows: await rowCount(), files: await storedFiles() };
    // The store cannot write: its folder is a plain file.
    await rm(filesDir, { recursive: true, force: true });
    await writeFile(filesDir, 'not a folder');
    const storeFails = await upload([{ name: 'a.csv', bytes: CSV }]);
    expect([storeFails.status, storeFails.body.messageKey]).toEqual([500, 'files.uploadFailed']);
    expect(await rowCount()).toBe(before.rows);
    await rm(filesDir);
    await mkdir(filesDir);

    // The row cannot be written: the table is away for a moment.
    await sql`ALTER TABLE files RENAME TO files_away`.execute(t.db);
    try {
      const rowFails = await upload([{ name: 'b.csv', bytes: CSV }]);
      expect([rowFails.status, rowFails.body.messageKey]).toEqual([500, 'files.uploadFailed']);
    } finally {
      await sql`ALTER TABLE files_away RENAME TO files`.execute(t.db);
    }
    expect(await storedFiles()).toEqual([]);
    expect(await rowCount()).toBe(before.rows);
  });
});
