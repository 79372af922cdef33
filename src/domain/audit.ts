import { z } from 'zod';
import { storableString } from './validation.ts';

/** One change in a record's trail (docs/architecture.md, Writes): who, when, what, before, after. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601 instant'),
  actorStaffId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string().describe('what was done, e.g. personalInformation, alert.add'),
  before: z.record(z.string(), z.unknown()).nullable().describe('the changed columns as they were'),
  after: z.record(z.string(), z.unknown()).nullable().describe('the changed columns as they became'),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The version a versioned record carries (migration 020); sent back as If-Match to save. */
export const recordVersion = z.number().int().min(1).describe('send it back as If-Match to save this record');

/** `3`, `"3"` or a weak `W/"3"`: the version the client's copy was at. */
export const IF_MATCH = /^(?:W\/)?"?(\d{1,9})"?$/;

/**
 * The request headers of a save (docs/architecture.md, Writes): a write without the version it
 * was made from could silently overwrite a colleague's change, so it is refused.
 */
export const ifMatchHeaders = z.looseObject({
  'if-match': storableString({ error: 'error.versionRequired' })
    .regex(IF_MATCH, 'error.versionRequired')
    .describe('the version of the record the change was made from, e.g. "3"; another version answers 412'),
});
