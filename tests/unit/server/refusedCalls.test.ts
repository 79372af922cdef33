import { describe, expect, it } from 'vitest';
import { refusedCalls } from '../../../server/plugins/app/refusedCalls.ts';

describe('calls refused for their token, counted per address', () => {
  it('makes an address wait once it had its refusals of the minute, until its window ends', () => {
    let now = 0;
    const refused = refusedCalls(2, () => now);
    refused.count('10.0.0.1');
    expect(refused.waitSeconds('10.0.0.1')).toBe(0);
    now = 20_000;
    refused.count('10.0.0.1');
    expect(refused.waitSeconds('10.0.0.1')).toBe(40);
    expect(refused.waitSeconds('10.0.0.2')).toBe(0);
    now = 60_000;
    expect(refused.waitSeconds('10.0.0.1')).toBe(0);
    refused.count('10.0.0.1');
    expect(refused.waitSeconds('10.0.0.1')).toBe(0);
  });
});
