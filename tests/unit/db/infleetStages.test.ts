import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INFLEET_STAGES } from '../../../src/domain/cars/carStatus.ts';

describe('spec 4 Infleeting flow: the infleeting stages', () => {
  it('are the ones migration 110 lets a car hold', () => {
    const sql = readFileSync(
      new URL('../../../server/db/migrations/110_infleeting.sql', import.meta.url),
      'utf8',
    );
    const listed = /infleet_stage IN \(([^)]*)\)/
      .exec(sql)![1]!
      .match(/'[^']+'/g)!
      .map((s) => s.slice(1, -1));
    expect(listed).toEqual([...INFLEET_STAGES]);
  });
});
