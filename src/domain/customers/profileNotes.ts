import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import type { Role } from '../roles.ts';
import { text } from '../validation.ts';

/**
 * Spec point 9 sets no length for a profile note. 2,000 characters hold a long call summary
 * and stay readable in the list; a longer text belongs in a ticket, which carries files.
 */
export const PROFILE_NOTE_MAX = 2_000;

/** Spec point 3 "Profile note": the text, required and not blank, checked by the form and the API. */
export const profileNoteFields = {
  note: text({ required: true, max: PROFILE_NOTE_MAX }),
};
/** POST /customer-process/profileNotes/{id} and PATCH .../{id}/{noteId}: the note's text. */
export const profileNoteBody = z.object(profileNoteFields);

/**
 * Spec 6: a note is edited and deleted by its author alone, or by SYSADM and MGMT, who oversee
 * every member's profile; other staff read it and add their own.
 */
export const NOTE_OVERSEERS: readonly Role[] = ['SYSADM', 'MGMT'];
export const mayChangeNote = (roles: readonly string[], isAuthor: boolean): boolean =>
  isAuthor || roles.some((role) => (NOTE_OVERSEERS as readonly string[]).includes(role));

/** The key of the refusal of a change to another's note. */
export const NOT_NOTE_AUTHOR = 'profileNotes.errors.notAuthor';

/** A profile note as the API answers it (spec point 3: createdBy and createDateTime). */
export const profileNote = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  note: z.string(),
  createdBy: z.string().describe("the author's name when the note was written"),
  createDateTime: z.iso.datetime(),
  updatedBy: z.string().nullable(),
  updateDateTime: z.iso.datetime().nullable(),
  version: z.number().int().describe('send it back as If-Match to change or delete the note'),
  mayChange: z.boolean().describe('whether the caller may edit and delete it: its author, or SYSADM or MGMT'),
});
export type ProfileNote = z.infer<typeof profileNote>;
export const profileNoteList = paginated(profileNote);

export const profileNotesParams = z.object({ id: bigserialId() });
export const profileNoteParams = z.object({ id: bigserialId(), noteId: bigserialId() });
export const profileNotesQuery = z.object(pageQuery);
