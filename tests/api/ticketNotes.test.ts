import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src/dataProvider/engine.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const AUTHORS = [
  { email: 'sam.support@example.com', first_name: 'Sam', last_name: 'Support', role: 'SUPPORT' },
  { email: 'nadia@example.com', first_name: 'Nadia', last_name: 'Haddad', role: 'MGMT' },
];

/**
 * Spec 7 Ticket fetch: a ticket's note authors come joined from the server, newest note first, so
 * the web app's data provider shows a ticket after one request against our server, and the
 * record it keeps after a save is the one a fetch gives.
 */
describe.each(engines)('a ticket’s notes and their authors on %s (spec 7 Ticket fetch)', (engine) => {
  let t: TestApp;
  let staff: { id: number; email: string; firstName: string; lastName: string; role: string }[];
  let ticketId: number;

  const tokenOf = (email: string, groups: string[]) =>
    t.bearer({ email, groups }).authorization.replace('Bearer ', '');

  /** The real data provider's engine, its requests sent to the in-process server and counted. */
  const webApp = (email: string, groups: string[]) => {
    const sent: string[] = [];
    const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push(`${init.method ?? 'GET'} ${url}`);
      const answer = await t.app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: init.headers as Record<string, string>,
        ...(init.body ? { payload: String(init.body) } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    }) as typeof globalThis.fetch;
    const engine = createEngine({
      config: { apiBase: '/api', vehicleApiBase: '/api', fleetApiBase: '/api' },
      fetch,
      getToken: async () => tokenOf(email, groups),
    });
    engine.setEffects({ notify: () => undefined, navigate: () => undefined, translate: (key) => key });
    return { engine, sent };
  };

  const addNote = async (author: number, note: string, version: number) => {
    const { email, role } = staff[author];
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/tickets/${ticketId}`,
      headers: { ...t.bearer({ email, groups: [role] }), 'if-match': `"${version}"` },
      payload: {
        subject: 'Car not unlocking',
        categories: [12],
        department: 'Member Services',
        priority: 'High',
        status: 'New',
        notes: [{ note }],
      },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ version: number }>().version;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db.insertInto('staffs').values(AUTHORS).returning(['id', 'email']).execute();
    staff = AUTHORS.map((a, i) => ({
      id: rows[i].id,
      email: a.email,
      firstName: a.first_name,
      lastName: a.last_name,
      role: a.role,
    }));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: t.bearer({ email: staff[0].email, groups: ['SUPPORT'] }),
      payload: {
        subject: 'Car not unlocking',
        categories: [12],
        department: 'Member Services',
        priority: 'High',
        status: 'New',
        notes: [{ note: 'Called the member' }],
      },
    });
    expect(created.statusCode).toBe(201);
    ticketId = created.json<{ id: number }>().id;
    await addNote(1, 'Sent a technician', created.json<{ version: number }>().version);
  });
  afterAll(() => t?.close());

  const authorOf = (index: number) => {
    const { id, firstName, lastName, role } = staff[index];
    return { id, firstName, lastName, role };
  };

  it('GET /tickets/{id} answers the notes newest first, each createdBy the author as {id, firstName, lastName, role}', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/tickets/${ticketId}`,
      headers: t.bearer({ email: staff[0].email, groups: ['SUPPORT'] }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().notes).toEqual([
      expect.objectContaining({ note: 'Sent a technician', createdBy: authorOf(1) }),
      expect.objectContaining({ note: 'Called the member', createdBy: authorOf(0) }),
    ]);
  });

  it('the data provider shows a ticket, authors named, after one request to our server', async () => {
    const web = webApp(staff[0].email, ['SUPPORT']);
    const ticket = await web.engine.call<{ notes: { note: string; author: { fullName: string } }[] }>(
      'tickets',
      'FETCH',
      { id: ticketId },
    );
    expect(ticket.notes.map((n) => [n.note, n.author.fullName])).toEqual([
      ['Sent a technician', 'Nadia Haddad'],
      ['Called the member', 'Sam Support'],
    ]);
    expect(web.sent).toEqual([`GET /api/tickets/${ticketId}`]);
  });

  it('the record the data provider keeps after an update is the one a fetch then gives', async () => {
    const web = webApp(staff[1].email, ['MGMT']);
    const before = await web.engine.call<Record<string, unknown>>('tickets', 'FETCH', { id: ticketId });
    const updated = await web.engine.call<Record<string, unknown>>('tickets', 'UPDATE', {
      ...before,
      id: ticketId,
      notes: [...(before.notes as object[]), { note: 'Closed the loop' }],
      origData: before,
    });
    const fetched = await web.engine.call('tickets', 'FETCH', { id: ticketId });
    expect(updated).toEqual(fetched);
    expect(web.sent.filter((request) => !request.startsWith('GET'))).toHaveLength(1);
  });
});
