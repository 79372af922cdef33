import { describe, expect, it } from 'vitest';
import { PROFILE_NOTE_MAX, profileNoteBody } from '../../../src/domain/customers/profileNotes.ts';

const messagesOf = (values: unknown) =>
  profileNoteBody.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('spec 3 Profile note: the text of a note', () => {
  it('spec 3: a note is required and may not be blank', () => {
    expect(messagesOf({})).toEqual(['validation.required']);
    expect(messagesOf({ note: null })).toEqual(['validation.required']);
    expect(messagesOf({ note: '   \n ' })).toEqual(['validation.required']);
  });

  it('spec 3: the text is trimmed and kept as typed otherwise', () => {
    expect(profileNoteBody.parse({ note: '  Called about a fee.\nRefunded.  ' })).toEqual({
      note: 'Called about a fee.\nRefunded.',
    });
  });

  it(`spec 9 sets no limit: ${PROFILE_NOTE_MAX} characters at most (README)`, () => {
    expect(messagesOf({ note: 'x'.repeat(PROFILE_NOTE_MAX) })).toEqual([]);
    expect(messagesOf({ note: 'x'.repeat(PROFILE_NOTE_MAX + 1) })).toEqual(['validation.maxLength']);
  });
});
