import { z } from 'zod';
import { VIN_PATTERN } from '../cars/carSearchQuery.ts';
import { BIGINT_ID_MAX, INT_ID_MAX, isIdText } from '../ids.ts';
import {
  CATEGORY_VALUE_MAX,
  CATEGORY_VALUE_MIN,
  TICKET_DEPARTMENTS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
} from './tickets.ts';
import { documented, storableString, text, trimmedAtLeast } from '../validation.ts';

/** Limits a support desk never reaches; they keep one request from filling the database. */
export const TICKET_LIMITS = {
  subject: 200,
  details: 10_000,
  note: 5_000,
  links: 50,
  fileName: 255,
  fileDescription: 500,
} as const;

/** Spec point 3, Ticket files[]: what a ticket keeps of an uploaded file. */
export const ticketFile = z.object({
  id: z.number({ error: 'validation.invalid' }).int().min(1).max(Number(INT_ID_MAX)),
  fileName: text({ required: true, max: TICKET_LIMITS.fileName }),
  fileLocation: storableString().min(1, 'validation.required').max(500, 'validation.maxLength'),
  fileDescription: storableString().max(TICKET_LIMITS.fileDescription, 'validation.maxLength'),
});
export type TicketFile = z.infer<typeof ticketFile>;

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

const customerId = z
  .union([z.number().int(), storableString().regex(/^\d{1,19}$/)], { error: 'validation.customer' })
  // zod runs the check after a failed union too, so it must take any input: 'Marie' is refused, not thrown on.
  .refine((v) => isIdText(String(v), BIGINT_ID_MAX), 'validation.customer')
  // One spelling per member ('007' is 7), so a list cannot name the same member twice.
  .transform((v) => BigInt(v).toString());

/**
 * Spec points 3, 5 and 7: the body of POST /tickets and PUT /tickets/{id}, after the web
 * app's add/update rules (categories as values, customers as ids, vehicles as VINs, staff as
 * an id, only the new notes). The same schema checks the form, so the server refuses
 * exactly what the form would ('categories are required', a blank note, no subject).
 */
export const ticketSaveBody = z.object({
  subject: text({ required: true, max: TICKET_LIMITS.subject }),
  // Kept as typed, spaces included; null clears it.
  details: storableString().max(TICKET_LIMITS.details, 'validation.maxLength').nullish(),
  categories: documented(
    z
      .array(
        z
          .number()
          .int()
          .min(CATEGORY_VALUE_MIN, 'validation.categories')
          .max(CATEGORY_VALUE_MAX, 'validation.categories'),
        { error: 'ticket.categoriesRequired' },
      )
      .min(1, 'ticket.categoriesRequired')
      .max(CATEGORY_VALUE_MAX)
      .refine(unique, 'validation.categories'),
    { uniqueItems: true },
  ),
  customers: z.array(customerId).max(TICKET_LIMITS.links).refine(unique, 'validation.customer').default([]),
  vehicles: documented(
    z
      .array(storableString().regex(VIN_PATTERN, 'validation.vin'))
      .max(TICKET_LIMITS.links)
      .refine(unique, 'validation.vin'),
    { uniqueItems: true },
  ).default([]),
  staff: z.number().int().min(1).max(Number(INT_ID_MAX)).nullish(),
  department: z.enum(TICKET_DEPARTMENTS, { error: 'validation.required' }),
  source: z.enum(TICKET_SOURCES, { error: 'validation.invalid' }).nullish(),
  priority: z.enum(TICKET_PRIORITIES, { error: 'validation.required' }),
  status: z.enum(TICKET_STATUSES, { error: 'validation.required' }),
  notes: z
    .array(
      z.object({
        // The pattern tells the document (and the fuzz suite) what the trim refuses: spaces alone.
        note: documented(
          storableString().trim().min(1, 'ticket.noteBlank').max(TICKET_LIMITS.note, 'validation.maxLength'),
          { pattern: trimmedAtLeast(1) },
        ),
      }),
    )
    .max(TICKET_LIMITS.links)
    .default([]),
  files: z
    .array(ticketFile)
    .max(TICKET_LIMITS.links)
    .refine((f) => unique(f.map((x) => x.id)), 'validation.invalid')
    .default([]),
});
export type TicketSaveBody = z.output<typeof ticketSaveBody>;
export type TicketSaveInput = z.input<typeof ticketSaveBody>;
