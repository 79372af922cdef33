import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, TOKEN } from './fakeNetwork.ts';

describe('spec 7: file upload and download', () => {
  it('spec 7: an upload is a multipart POST with one field `file`', async () => {
    const net = fakeNetwork(() => json({ id: 9 }));
    const file = new File(['code,minutes\nA,10\n'], 'promos.csv', { type: 'text/csv' });
    await net.engine.upload('promotionsMassImport', file, { description: ' March ' });
    const request = net.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/promotions-massimport');
    // fetch writes the multipart boundary itself, so no Content-Type is set by hand
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: `Bearer ${TOKEN}` });
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'description']);
    expect((form.get('file') as File).name).toBe('promos.csv');
    expect(form.get('description')).toBe('March');
  });

  it('spec 7: several files go in one indexed field each', async () => {
    const net = fakeNetwork();
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')];
    await net.engine.upload('fileUpload', files);
    const form = net.last().body as FormData;
    expect([...form.keys()]).toEqual(['file0', 'file1']);
    expect((form.get('file1') as File).name).toBe('b.jpg');
  });

  it('spec 7: a download is a GET as a blob saved under the last segment of the URL', async () => {
    const saved: Array<[Blob, string]> = [];
    const net = fakeNetwork(() => new Response('PDF', { headers: { 'content-type': 'application/pdf' } }), {
      saveBlob: (blob, name) => saved.push([blob, name]),
    });
    const result = await net.engine.download('files', {
      fileLocation: 'statements/2025-03/statement-0000101.pdf',
    });
    expect(net.last()).toEqual({
      url: '/api/files?fileLocation=statements%2F2025-03%2Fstatement-0000101.pdf',
      method: 'GET',
      headers: { Accept: '*/*', Authorization: `Bearer ${TOKEN}` },
      body: undefined,
    });
    expect(result.fileName).toBe('statement-0000101.pdf');
    expect(saved).toHaveLength(1);
    expect(await saved[0][0].text()).toBe('PDF');
    expect(saved[0][1]).toBe('statement-0000101.pdf');

    await net.engine.download('generateStatement', { month: '2025-03', language: 'fr' });
    expect(saved[1][1]).toBe('genMonthlyStatement');
  });

  it('spec 7: a download is saved under the UTF-8 name the server gives (RFC 5987) before its ASCII stand-in', async () => {
    const saved: string[] = [];
    const disposition = `attachment; filename="Rapport d__tat.pdf"; filename*=UTF-8''Rapport%20d%E2%80%99%C3%A9tat.pdf`;
    const net = fakeNetwork(() => new Response('PDF', { headers: { 'content-disposition': disposition } }), {
      saveBlob: (_blob, name) => saved.push(name),
    });
    const result = await net.engine.download('files', {
      fileLocation: '2026-11/0123456789abcdef0123456789abcdef.pdf',
    });
    expect(result.fileName).toBe('Rapport d’état.pdf');
    const plainOnly = fakeNetwork(
      () =>
        new Response('x', {
          headers: { 'content-disposition': `attachment; filename="scratch.png"; filename*=UTF-8''%E0%A4%A` },
        }),
      { saveBlob: (_blob, name) => saved.push(name) },
    );
    await plainOnly.engine.download('files', {
      fileLocation: '2026-11/0123456789abcdef0123456789abcdef.png',
    });
    expect(saved).toEqual(['Rapport d’état.pdf', 'scratch.png']);
  });
});
