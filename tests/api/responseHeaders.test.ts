import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../server/plugins/app/securityHeaders.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** The names of the headers helmet sets; their values are the app's own (its CSP...). */
const SECURITY_HEADERS = Object.keys(helmetHeaders({}));
const securityHeadersOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name]]));

describe.each(engines)('API answers are never cached on %s', (engine) => {
  let t: TestApp;
  let memberId: number;
  let ticketId: number;
  let staffId: number;
  const get = (url: string) =>
    t.app.inject({ url, headers: t.bearer({ email: 'sysadm@example.com', groups: ['SYSADM'] }) });

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ id: staffId } = await t.db
      .insertInto('staffs')
      .values({ email: 'sysadm@example.com', first_name: 'Sam', last_name: 'Admin', role: 'SYSADM' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const member = await t.db
      .insertInto('customers')
      .values({ customer_number: 'NS-1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = Number(member.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: t.bearer({ email: 'sysadm@example.com', groups: ['SYSADM'] }),
      payload: {
        subject: 'Card refused',
        categories: [12],
        customers: [String(memberId)],
        department: 'Member Services',
        priority: 'High',
        status: 'New',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ticketId = created.json().id;
  });
  afterAll(() => t?.close());

  it('searches, a member, payments, tickets, staff and activity answer Cache-Control: no-store', async () => {
    for (const url of [
      '/api/customer-process/searchCustomer?lastName=lee',
      `/api/customer/${memberId}`,
      `/api/customers-billing/payments?customerId=${memberId}`,
      '/api/tickets',
      `/api/tickets/${ticketId}`,
      `/api/tickets/${ticketId}/customers`,
      '/api/staffs',
      `/api/staffs/${staffId}`,
      `/api/activity-log/getactivity/${memberId}?startDate=2020-01-01`,
      '/api/currentStaff',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('so do refusals and unknown paths under /api, and the web files keep their own rule', async () => {
    expect((await get('/api/customer/abc')).headers['cache-control']).toBe('no-store');
    expect((await get('/api/no-such-path')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/config.json' })).headers['cache-control']).toBe('no-cache');
  });
});

describe.each(engines)(
  '401, 421 and 429 carry the security headers of every other answer on %s',
  (engine) => {
    let t: TestApp;
    let reference: Record<string, unknown>;
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { API_RATE_LIMIT: '2' } });
      const answered = await t.app.inject({
        url: '/api/authentication/validate',
        headers: t.bearer({ sub: 'reference' }),
      });
      expect(answered.statusCode).toBe(200);
      reference = securityHeadersOf(answered);
      expect(Object.values(reference).every((value) => typeof value === 'string')).toBe(true);
    });
    afterAll(() => t?.close());

    const expectSecured = (response: LightMyRequestResponse, status: number) => {
      expect(response.statusCode).toBe(status);
      expect(securityHeadersOf(response)).toEqual(reference);
      expect(response.headers['cache-control']).toBe('no-store');
    };

    it('401: no token', async () => {
      expectSecured(await t.app.inject({ url: '/api/authentication/validate' }), 401);
    });

    it('421: a Host the product does not serve, on the API and on the web files', async () => {
      for (const url of ['/api/authentication/validate', '/']) {
        expectSecured(await t.app.inject({ url, headers: { host: 'evil.example.com' } }), 421);
      }
    });

    it('429: a user over the per-user limit', async () => {
      const ann = t.bearer({ sub: 'ann' });
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 3; i++) {
        last = await t.app.inject({ url: '/api/authentication/validate', headers: ann });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      expectSecured(last!, 429);
    });

    it('429: an address over its budget of calls without a valid token', async () => {
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < 10 && last?.statusCode !== 429; i++) {
        last = await t.app.inject({ url: '/api/authentication/validate', remoteAddress: '10.0.0.9' });
      }
      expectSecured(last!, 429);
      expect(last!.json()).toMatchObject({ messageKey: 'error.tooManyRequests' });
    });
  },
);
