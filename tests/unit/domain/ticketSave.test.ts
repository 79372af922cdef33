import { describe, expect, it } from 'vitest';
import {
  TICKET_LIMITS,
  ticketSaveBody,
  type TicketSaveInput,
} from '../../../src/domain/tickets/ticketSave.ts';
import { TICKET_STATUSES } from '../../../src/domain/tickets/tickets.ts';
import { messageOf } from '../../../src/domain/validation.ts';

const VIN = 'JTDBCMFE0NJ000001';
const valid: TicketSaveInput = {
  subject: 'Car not unlocking',
  categories: [3],
  department: 'Member Services',
  priority: 'Low',
  status: 'New',
};

/** Each refused field with the message key the form and the API show for it. */
const refusals = (values: object) =>
  Object.fromEntries(
    ticketSaveBody
      .safeParse({ ...valid, ...values })
      .error?.issues.map((issue) => [issue.path.join('.'), messageOf(issue).message]) ?? [],
  );

describe('spec 5 Ticket: the add/update body (ticketSaveBody)', () => {
  it('spec 5: subject required, not blank', () => {
    expect(refusals({ subject: undefined })).toEqual({ subject: 'validation.required' });
    expect(refusals({ subject: '   ' })).toEqual({ subject: 'validation.required' });
    expect(ticketSaveBody.parse({ ...valid, subject: '  Flat tyre  ' }).subject).toBe('Flat tyre');
    expect(refusals({ subject: 'x'.repeat(TICKET_LIMITS.subject + 1) })).toEqual({
      subject: 'validation.maxLength',
    });
  });

  it("spec 5: at least one category ('categories are required'), values of the 84-entry catalogue", () => {
    expect(refusals({ categories: [] })).toEqual({ categories: 'ticket.categoriesRequired' });
    expect(refusals({ categories: undefined })).toEqual({ categories: 'ticket.categoriesRequired' });
    expect(refusals({ categories: [0] })).toEqual({ 'categories.0': 'validation.categories' });
    expect(refusals({ categories: [85] })).toEqual({ 'categories.0': 'validation.categories' });
    expect(refusals({ categories: [1, 54, 55, 84] })).toEqual({});
    expect(refusals({ categories: [5, 5] })).toEqual({ categories: 'validation.categories' });
  });

  it('spec 5: a note may not be blank', () => {
    expect(refusals({ notes: [{ note: ' \n ' }] })).toEqual({ 'notes.0.note': 'ticket.noteBlank' });
    expect(ticketSaveBody.parse({ ...valid, notes: [{ note: ' Called back ' }] }).notes).toEqual([
      { note: 'Called back' },
    ]);
  });

  it('spec 5: department, priority and status required', () => {
    expect(refusals({ department: undefined, priority: undefined, status: undefined })).toEqual({
      department: 'validation.required',
      priority: 'validation.required',
      status: 'validation.required',
    });
    expect(refusals({ status: 'Reopened' })).toEqual({ status: 'validation.required' });
  });

  it('spec 4: every ticket status may be saved, Closed included and back', () => {
    for (const status of TICKET_STATUSES) expect(refusals({ status })).toEqual({});
  });

  it('spec 7 ticket add/update: customers are ids, one spelling each; vehicles are VINs; staff an id', () => {
    const parsed = ticketSaveBody.parse({ ...valid, customers: [7, '0012'], vehicles: [VIN], staff: 3 });
    expect(parsed).toMatchObject({ customers: ['7', '12'], vehicles: [VIN], staff: 3 });
    expect(refusals({ customers: ['7', 7] })).toEqual({ customers: 'validation.customer' });
    expect(refusals({ customers: ['Marie'] })).toEqual({ 'customers.0': 'validation.customer' });
    expect(refusals({ customers: [0] })).toEqual({ 'customers.0': 'validation.customer' });
    expect(refusals({ vehicles: ['ABC 123'] })).toEqual({ 'vehicles.0': 'validation.vin' });
  });

  it('spec 7 ticket add/update: files as id, fileName, fileLocation and fileDescription', () => {
    const file = { id: 4, fileName: 'receipt.pdf', fileLocation: 'tickets/receipt.pdf', fileDescription: '' };
    expect(ticketSaveBody.parse({ ...valid, files: [file] }).files).toEqual([file]);
    expect(refusals({ files: [{ ...file, id: undefined }] })).toEqual({ 'files.0.id': 'validation.invalid' });
    expect(refusals({ files: [file, file] })).toEqual({ files: 'validation.invalid' });
  });

  it('spec 7 ticket add/update: links and notes default to none', () => {
    expect(ticketSaveBody.parse(valid)).toMatchObject({ customers: [], vehicles: [], notes: [], files: [] });
  });
});
