import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/requestLog.ts';

describe('query values of personal and secret fields stay out of the log', () => {
  it('keeps paths, ids, pages and dates as they are', () => {
    expect(redactUrl('/api/customer/42')).toBe('/api/customer/42');
    expect(redactUrl('/api/tickets?page=2&count=25&from=2026-01-01&status=OPEN')).toBe(
      '/api/tickets?page=2&count=25&from=2026-01-01&status=OPEN',
    );
  });

  it('redacts names, contact details, free text, numbers of customers, tokens and codes', () => {
    expect(
      redactUrl('/x?firstName=Ann&memberPostalCode=H2X&customerNumber=C-1&id_token=eyJ&Code=9&q=ann&ids=1,2'),
    ).toBe(
      '/x?firstName=[redacted]&memberPostalCode=[redacted]&customerNumber=[redacted]&id_token=[redacted]' +
        '&Code=[redacted]&q=[redacted]&ids=1,2',
    );
  });

  it('reads encoded and repeated keys, and leaves malformed ones readable', () => {
    expect(redactUrl('/x?e%6Dail=a%40b.c&phone=1&phone=2&%E0=1&flag')).toBe(
      '/x?e%6Dail=[redacted]&phone=[redacted]&phone=[redacted]&%E0=1&flag',
    );
  });
});
