import { describe, expect, it } from 'vitest';
import { TELEMETRY_MESSAGES, telemetryQuery } from '../../../src/domain/cars/telemetry.ts';

const messagesOf = (query: Record<string, string>) => {
  const parsed = telemetryQuery.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the telemetry range of a car detail', () => {
  it('takes up to 31 days, from included and to excluded, in any offset', () => {
    expect(messagesOf({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' })).toEqual([]);
    expect(messagesOf({ from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00.001Z' })).toEqual([]);
    expect(messagesOf({ from: '2025-12-31T19:00:00-05:00', to: '2026-02-01T00:00:00Z' })).toEqual([]);
  });

  it('refuses a range a millisecond over 31 days, an empty one and one ending before it starts', () => {
    expect(messagesOf({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00.001Z' })).toEqual([
      TELEMETRY_MESSAGES.tooLong,
    ]);
    expect(messagesOf({ from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toEqual([
      TELEMETRY_MESSAGES.order,
    ]);
    expect(messagesOf({ from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z' })).toEqual([
      TELEMETRY_MESSAGES.order,
    ]);
  });

  it('requires both ends as instants within the date bounds', () => {
    expect(messagesOf({ from: '2026-01-01T00:00:00Z' }).length).toBeGreaterThan(0);
    expect(messagesOf({ from: '2026-01-01', to: '2026-01-02' })).toEqual([
      'validation.invalid',
      'validation.invalid',
    ]);
    expect(messagesOf({ from: '1899-12-31T00:00:00Z', to: '1900-01-01T00:00:00Z' })).toEqual([
      'validation.dateBounds',
    ]);
  });
});
