import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** Ids in paths and query strings are digits within the column's range. */
const JUNK = ['99999999999999999999', '0x1f', '1e3', '%2012', '-1', '0', '1.5'];

describe.each(engines)('strict ids on %s', (engine) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ url, headers: t.bearer({ groups: ['SYSADM'] }) });

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each(['/api/customer/', '/api/staffs/', '/api/tickets/'])(
    '%s{id} answers 400 for junk ids',
    async (path) => {
      for (const id of JUNK) {
        const response = await get(`${path}${id}`);
        expect(response.statusCode, `${path}${id}`).toBe(400);
        expect(response.json().fields).toEqual({ id: expect.stringMatching(/^validation\./) });
      }
    },
  );

  it('answers 404 for ids in range that nobody has, the largest included', async () => {
    expect((await get('/api/customer/9223372036854775807')).statusCode).toBe(404);
    expect((await get('/api/staffs/2147483647')).statusCode).toBe(404);
    expect((await get('/api/tickets/2147483647')).statusCode).toBe(404);
    expect((await get('/api/staffs/2147483648')).statusCode).toBe(400);
  });

  it('refuses junk ids in query strings', async () => {
    const cases: [string, string][] = [
      ['/api/tickets?ticketId=1e3', 'ticketId'],
      ['/api/tickets?ticketId=0x1f', 'ticketId'],
      ['/api/tickets?staff=2147483648', 'staff'],
      ['/api/tickets?customer=99999999999999999999', 'customer'],
      ['/api/tickets?customer=%2012', 'customer'],
      ['/api/staffs?ids=1,0x1f', 'ids'],
      ['/api/staffs?ids=2147483648', 'ids'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().fields), url).toEqual([field]);
    }
    expect((await get('/api/tickets?customer=9223372036854775807')).statusCode).toBe(200);
  });
});
