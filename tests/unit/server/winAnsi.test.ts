import { describe, expect, it } from 'vitest';
import { winAnsi } from '../../../server/statements/winAnsi.ts';

describe("issue 18 point 3: a statement's text in the PDF's built-in font", () => {
  it('keeps French letters, typographic quotes and the euro sign', () => {
    expect(winAnsi('Élise Côté – l’été, « œuvre » 12 €')).toBe('Élise Côté – l’été, « œuvre » 12 €');
  });

  it('writes other accented letters without their accents, and the rest as "?"', () => {
    expect(winAnsi('Nguyễn Thị Ánh')).toBe('Nguyen Thi Ánh');
    expect(winAnsi('Łukasz 王')).toBe('?ukasz ?');
  });

  it("turns the French number format's narrow no-break space into a plain one", () => {
    expect(winAnsi('1\u202f234,50\u00a0$')).toBe('1\u00a0234,50\u00a0$');
  });
});
