import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp.ts';

describe('request log (structured, one line per request)', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestApp('pglite', { logger: pino({ level: 'debug' }, sink) });
  });
  afterAll(() => t?.close());

  it('writes one info line per API call with method, url, status, time and caller', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/api/authentication/validate',
      headers: t.bearer({ email: 'ann@example.com' }),
    });
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/api/authentication/validate',
        statusCode: 200,
        ms: expect.any(Number),
        user: 'ann@example.com',
      }),
    ]);
    expect(lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
  });

  it('writes probes and web files at debug only', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/health' });
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ level: 20, url: '/health', statusCode: 200 }),
    ]);
  });

  it('logs no personal value or secret from the query string', async () => {
    lines.length = 0;
    const secrets = ['Tremblay', 'ann.lee@example.com', '5145550123', 'H2X 1Y4', 'eyJhbGciOi.abc', '123456'];
    const query = new URLSearchParams({
      lastName: secrets[0],
      email: secrets[1],
      phone: secrets[2],
      postalCode: secrets[3],
      page: '2',
    });
    await t.app.inject({
      url: `/api/customer-process/searchCustomer?${query}&access_token=${secrets[4]}&code=${secrets[5]}&q=Ann`,
      headers: t.bearer({ email: 'msa@example.com', groups: ['MSA'] }),
    });
    const [line] = lines.filter((entry) => entry.msg === 'request');
    expect(line.url).toBe(
      '/api/customer-process/searchCustomer?lastName=[redacted]&email=[redacted]&phone=[redacted]' +
        '&postalCode=[redacted]&page=2&access_token=[redacted]&code=[redacted]&q=[redacted]',
    );
    const written = JSON.stringify(lines);
    for (const secret of [...secrets, encodeURIComponent(secrets[1]), 'H2X+1Y4']) {
      expect(written).not.toContain(secret);
    }
  });
});
