import { describe, expect, it } from 'vitest';
import { totalFromPage } from '../../../server/repositories/pagedSearch.ts';

describe('the count a page already tells (member search)', () => {
  it('a page with room left holds the last matches', () => {
    expect(totalFromPage(1, 25, 1)).toBe(1);
    expect(totalFromPage(3, 25, 10)).toBe(60);
  });

  it('an empty first page means no match at all', () => {
    expect(totalFromPage(1, 25, 0)).toBe(0);
  });

  it('a full page, or an empty page past the first, needs the count', () => {
    expect(totalFromPage(1, 25, 25)).toBeUndefined();
    expect(totalFromPage(4, 25, 0)).toBeUndefined();
  });
});
