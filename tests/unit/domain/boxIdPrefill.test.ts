import { describe, expect, it } from 'vitest';
import { prefilledBoxId } from '../../../src/domain/cars/boxIdPrefill.ts';

const MAP = { 'CalAmp LMU-3030': '3526', 'Geotab GO9': 'G9' };

describe('spec 5 Add car form: choosing a box model prefills the box id with its prefix', () => {
  it('fills an empty box id with the prefix', () => {
    expect(prefilledBoxId(undefined, 'Geotab GO9', MAP)).toBe('G9');
    expect(prefilledBoxId('', 'CalAmp LMU-3030', MAP)).toBe('3526');
  });

  it("replaces the last model's prefill when another model is chosen", () => {
    expect(prefilledBoxId('3526', 'Geotab GO9', MAP)).toBe('G9');
  });

  it('keeps a box id staff typed beyond a prefix', () => {
    expect(prefilledBoxId('352610012345678', 'Geotab GO9', MAP)).toBe('352610012345678');
  });
});
