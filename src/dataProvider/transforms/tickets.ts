import { customerFullName, staffFullName } from '../../domain/names.ts';
import { idOf, isRecord, type Call, type Payload, type VerbTransform } from './transform.ts';

type Person = { firstName: string; lastName: string; preferredName?: string | null };

/** A picked category is sent as its value (a catalogue entry is `{ value, label }`). */
const categoryValue = (item: unknown): unknown => (isRecord(item) ? (item.value ?? item.id) : item);

/** A car is known by its VIN: a fetched ticket's car carries `vin`, a looked-up one `id` too. */
const vinOf = (item: unknown): unknown => (isRecord(item) ? (item.vin ?? item.id) : item);

const fileFields = (file: unknown) =>
  isRecord(file)
    ? {
        id: file.id,
        fileName: file.fileName,
        fileLocation: file.fileLocation,
        fileDescription: file.fileDescription ?? '',
      }
    : file;

const withCustomerName = (person: unknown) =>
  isRecord(person)
    ? { ...person, fullName: customerFullName({ preferredName: null, ...(person as Person) }) }
    : person;
const withStaffName = (person: unknown) =>
  isRecord(person) ? { ...person, fullName: staffFullName(person as Person) } : person;

const newestFirst = (a: unknown, b: unknown) =>
  String((b as Payload).createDateTime ?? '').localeCompare(String((a as Payload).createDateTime ?? ''));

/**
 * Our server answers each note's author joined (`createdBy` as a staff member, null when
 * unknown), which costs no second request. For a back end that answers staff ids, spec 7's
 * rule fetches the authors at once by their ids when every one is a number.
 */
const withAuthors = async (notes: Payload[], call: Call): Promise<Payload[]> => {
  const ids = [...new Set(notes.map((note) => note.createdBy).filter((author) => !isRecord(author)))];
  const lookUp = ids.length > 0 && ids.every((id) => typeof id === 'number');
  const fetched = lookUp
    ? (await call<{ data: Payload[] }>('staffs', 'SEARCH', { ids: ids.join(','), count: ids.length })).data
    : [];
  const byId = new Map(fetched.map((member) => [member.id, withStaffName(member)]));
  return notes.map((note) => {
    if (isRecord(note.createdBy)) return { ...note, author: withStaffName(note.createdBy) };
    return lookUp ? { ...note, author: byId.get(note.createdBy) ?? null } : note;
  });
};

/**
 * Spec 7, ticket fetch: each customer and the staff member get a fullName (first, preferred,
 * last name); notes come newest first (our server sends them so; the sort stays for back ends
 * that do not), each with its author. An add's or update's answer goes through the same rule,
 * so the record react-admin keeps after a save is the one a fetch gives.
 */
const ticketReceive = async (body: unknown, call: Call): Promise<unknown> => {
  if (!isRecord(body)) return body;
  const ticket: Payload = { ...body };
  if (Array.isArray(body.customers)) ticket.customers = body.customers.map(withCustomerName);
  if (isRecord(body.staff)) ticket.staff = withStaffName(body.staff);
  if (Array.isArray(body.notes)) {
    const notes = (body.notes.filter(isRecord) as Payload[]).sort(newestFirst);
    ticket.notes = await withAuthors(notes, call);
  }
  return ticket;
};

export const ticketFetch: VerbTransform = { receive: ticketReceive };

/**
 * Spec 7, ticket add/update: the audit fields are the server's to write; only new notes (no
 * id) are sent; categories go as values, customers, vehicles and staff as ids, files as id,
 * name, location and description (empty by default).
 */
export const ticketSave: VerbTransform = {
  receive: ticketReceive,
  send: ({ createDateTime: _c, createdBy: _cb, updateDateTime: _u, updatedBy: _ub, ...ticket }) => {
    const sent: Payload = { ...ticket };
    if (Array.isArray(ticket.notes))
      sent.notes = ticket.notes.filter((note) => !isRecord(note) || note.id == null);
    if (Array.isArray(ticket.categories)) sent.categories = ticket.categories.map(categoryValue);
    if (Array.isArray(ticket.customers)) sent.customers = ticket.customers.map(idOf);
    if (Array.isArray(ticket.vehicles)) sent.vehicles = ticket.vehicles.map(vinOf);
    if ('staff' in ticket) sent.staff = idOf(ticket.staff);
    if (Array.isArray(ticket.files)) sent.files = ticket.files.map(fileFields);
    return sent;
  },
};
