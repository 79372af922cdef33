import { describe, expect, it } from 'vitest';
import { bodyOf, fakeNetwork, json } from './fakeNetwork.ts';

describe('spec 7 "Behaviour around calls": the resource rows\' payload rules', () => {
  it('spec 7 ticket add/update: no audit fields, only new notes, values and ids, file fields', async () => {
    const net = fakeNetwork();
    await net.engine.call('tickets', 'UPDATE', {
      id: 42,
      subject: 'Door will not lock',
      createDateTime: '2026-01-01T00:00:00Z',
      createdBy: 'a@example.com',
      updateDateTime: '2026-01-02T00:00:00Z',
      updatedBy: 'b@example.com',
      notes: [{ id: 1, note: 'old' }, { note: 'new' }],
      categories: [{ value: 12, label: 'Locks' }, 30],
      customers: [{ id: 1001, firstName: 'Marie' }],
      vehicles: [{ id: '1HGCM82633A004352', plateNumber: 'ABC 123' }],
      staff: { id: 3, firstName: 'Nadia' },
      files: [{ id: 9, fileName: 'a.csv', fileLocation: 'x/a.csv', size: 10 }],
    });
    expect(bodyOf(net.last())).toEqual({
      subject: 'Door will not lock',
      notes: [{ note: 'new' }],
      categories: [12, 30],
      customers: [1001],
      vehicles: ['1HGCM82633A004352'],
      staff: 3,
      files: [{ id: 9, fileName: 'a.csv', fileLocation: 'x/a.csv', fileDescription: '' }],
    });
  });

  /** A ticket as GET /tickets/{id} answers it and the edit form hands it back to the save. */
  const fetchedTicket = {
    id: 42,
    version: 3,
    subject: 'Flat tyre',
    categories: [60, 7],
    customers: [{ id: 1001, firstName: 'Marie', lastName: 'Tremblay', preferredName: null, fullName: 'x' }],
    vehicles: [{ vin: '1HGCM82633A004352', plateNumber: 'ABC 123' }],
    staff: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT', fullName: 'Nadia Haddad' },
    notes: [{ id: 7, note: 'Called the member', createDateTime: '2026-01-01T10:00:00Z', createdBy: 3 }],
    files: [{ id: 9, fileName: 'tyre.jpg', fileLocation: 'tickets/tyre.jpg', fileDescription: 'Photo' }],
    createDateTime: '2026-01-01T09:00:00Z',
    createdBy: 'support@example.com',
    updateDateTime: null,
    updatedBy: null,
  };
  const saved = async (verb: 'ADD' | 'UPDATE', ticket: Record<string, unknown>) => {
    const net = fakeNetwork();
    await net.engine.call('tickets', verb, ticket);
    return { body: bodyOf(net.last()) as Record<string, unknown>, request: net.last() };
  };

  it('spec 7 ticket add/update: createDateTime, createdBy, updateDateTime and updatedBy are stripped', async () => {
    for (const verb of ['ADD', 'UPDATE'] as const) {
      const { body } = await saved(verb, fetchedTicket);
      for (const audit of ['createDateTime', 'createdBy', 'updateDateTime', 'updatedBy']) {
        expect(body).not.toHaveProperty(audit);
      }
      expect(body.subject).toBe('Flat tyre');
    }
  });

  it('spec 7 ticket add/update: only new notes (those with no id) are sent', async () => {
    const { body } = await saved('UPDATE', {
      ...fetchedTicket,
      notes: [{ note: 'Tyre changed on site' }, ...fetchedTicket.notes],
    });
    expect(body.notes).toEqual([{ note: 'Tyre changed on site' }]);
    expect((await saved('UPDATE', fetchedTicket)).body.notes).toEqual([]);
  });

  it('spec 7 ticket add/update: categories are sent as values', async () => {
    const { body } = await saved('ADD', {
      ...fetchedTicket,
      categories: [{ value: 60, label: 'Flat tyre' }, '7'],
    });
    expect(body.categories).toEqual([60, 7]);
  });

  it('spec 7 ticket add/update: customers are sent as ids', async () => {
    const picked = { id: 2002, customerNumber: 'M-2002', fullName: 'Ann Lee' };
    const { body } = await saved('UPDATE', {
      ...fetchedTicket,
      customers: [...fetchedTicket.customers, picked],
    });
    expect(body.customers).toEqual([1001, 2002]);
  });

  it("spec 7 ticket add/update: vehicles are sent as ids (a car's VIN), fetched or looked up", async () => {
    const looked = { id: '2FMDK3GC4BBA12345', vin: '2FMDK3GC4BBA12345', plateNumber: 'XYZ 789' };
    const { body } = await saved('UPDATE', {
      ...fetchedTicket,
      vehicles: [...fetchedTicket.vehicles, looked],
    });
    expect(body.vehicles).toEqual(['1HGCM82633A004352', '2FMDK3GC4BBA12345']);
  });

  it('spec 7 ticket add/update: staff is sent as an id, no staff as null', async () => {
    expect((await saved('UPDATE', fetchedTicket)).body.staff).toBe(3);
    expect((await saved('ADD', { ...fetchedTicket, staff: null })).body.staff).toBeNull();
  });

  it('spec 7 ticket add/update: files as id, fileName, fileLocation and fileDescription, empty by default', async () => {
    const uploaded = {
      id: 10,
      fileName: 'r.pdf',
      fileLocation: 'up/r.pdf',
      contentType: 'application/pdf',
      size: 5,
    };
    const { body } = await saved('UPDATE', { ...fetchedTicket, files: [...fetchedTicket.files, uploaded] });
    expect(body.files).toEqual([
      { id: 9, fileName: 'tyre.jpg', fileLocation: 'tickets/tyre.jpg', fileDescription: 'Photo' },
      { id: 10, fileName: 'r.pdf', fileLocation: 'up/r.pdf', fileDescription: '' },
    ]);
  });

  it('spec 7 ticket add/update: the version the form started from goes as If-Match, not in the path', async () => {
    const net = fakeNetwork();
    await net.engine.call('tickets', 'UPDATE', { ...fetchedTicket, origData: fetchedTicket });
    expect(net.last().headers['If-Match']).toBe('"3"');
    expect(net.last().url).toBe('/api/tickets/42');
  });

  it('spec 7 ticket fetch, a back end that sends staff ids: full names, notes newest first, their authors fetched by ids at once', async () => {
    const net = fakeNetwork((request) =>
      request.url.startsWith('/api/staffs')
        ? json({ data: [{ id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' }] })
        : json({
            id: 5,
            customers: [{ id: 1001, firstName: 'Marie', preferredName: 'Mimi', lastName: 'Tremblay' }],
            staff: { id: 3, firstName: 'Nadia', lastName: 'Haddad' },
            notes: [
              { id: 1, note: 'first', createDateTime: '2026-01-01T10:00:00Z', createdBy: 3 },
              { id: 2, note: 'second', createDateTime: '2026-01-02T10:00:00Z', createdBy: 3 },
            ],
          }),
    );
    const ticket = await net.engine.call<{
      customers: { fullName: string }[];
      staff: { fullName: string };
      notes: { id: number; author: { fullName: string } }[];
    }>('tickets', 'FETCH', { id: 5 });
    expect(ticket.customers[0].fullName).toBe('Marie (Mimi) Tremblay');
    expect(ticket.staff.fullName).toBe('Nadia Haddad');
    expect(ticket.notes.map((note) => note.id)).toEqual([2, 1]);
    expect(ticket.notes[0].author.fullName).toBe('Nadia Haddad');
    expect(net.sent.map((request) => request.url)).toEqual(['/api/tickets/5', '/api/staffs?ids=3&count=1']);
  });

  it('spec 7 Ticket fetch: authors our server joins (createdBy a staff member) cost no second request', async () => {
    const nadia = { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' };
    const net = fakeNetwork(() =>
      json({
        id: 5,
        notes: [
          { id: 1, note: 'first', createDateTime: '2026-01-01T10:00:00Z', createdBy: nadia },
          { id: 2, note: 'second', createDateTime: '2026-01-02T10:00:00Z', createdBy: nadia },
          { id: 0, note: 'imported', createDateTime: '2025-12-31T10:00:00Z', createdBy: null },
        ],
      }),
    );
    const ticket = await net.engine.call<{ notes: { id: number; author?: { fullName: string } }[] }>(
      'tickets',
      'FETCH',
      { id: 5 },
    );
    // The sort stays for a back end that does not send the notes newest first.
    expect(ticket.notes.map((note) => note.id)).toEqual([2, 1, 0]);
    // A note of no known author (an imported one) leaves the others named.
    expect(ticket.notes.map((note) => note.author)).toEqual([
      { ...nadia, fullName: 'Nadia Haddad' },
      { ...nadia, fullName: 'Nadia Haddad' },
      undefined,
    ]);
    expect(net.sent.map((request) => request.url)).toEqual(['/api/tickets/5']);
  });

  it("spec 7 Ticket fetch: an update's answer goes through the fetch's rule (names, note order, authors)", async () => {
    const answer = {
      id: 5,
      customers: [{ id: 1001, firstName: 'Marie', preferredName: 'Mimi', lastName: 'Tremblay' }],
      staff: { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' },
      notes: [
        { id: 1, note: 'first', createDateTime: '2026-01-01T10:00:00Z', createdBy: 3 },
        { id: 2, note: 'second', createDateTime: '2026-01-02T10:00:00Z', createdBy: 3 },
      ],
    };
    const net = fakeNetwork((request) =>
      request.url.startsWith('/api/staffs')
        ? json({ data: [{ id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' }] })
        : json(answer),
    );
    const updated = await net.engine.call('tickets', 'UPDATE', { id: 5, version: 1 });
    const added = await net.engine.call('tickets', 'ADD', {});
    const fetched = await net.engine.call('tickets', 'FETCH', { id: 5 });
    expect(updated).toEqual(fetched);
    expect(added).toEqual(fetched);
  });

  it('spec 7 ticket fetch: each customer gets a fullName of first, preferred and last name', async () => {
    const net = fakeNetwork(() =>
      json({
        id: 5,
        customers: [
          { id: 1, firstName: 'Marie', preferredName: 'Mimi', lastName: 'Tremblay' },
          { id: 2, firstName: 'Ann', preferredName: null, lastName: 'Lee' },
        ],
      }),
    );
    const ticket = await net.engine.call<{ customers: { fullName: string }[] }>('tickets', 'FETCH', {
      id: 5,
    });
    expect(ticket.customers.map((c) => c.fullName)).toEqual(['Marie (Mimi) Tremblay', 'Ann Lee']);
  });

  it('spec 7 ticket fetch: the staff member gets a fullName', async () => {
    const net = fakeNetwork(() => json({ id: 5, staff: { id: 3, firstName: 'Nadia', lastName: 'Haddad' } }));
    const ticket = await net.engine.call<{ staff: { fullName: string } }>('tickets', 'FETCH', { id: 5 });
    expect(ticket.staff.fullName).toBe('Nadia Haddad');
  });

  it("spec 7 ticket fetch: when every note's createdBy is a number, one call fetches the staff with the ids comma-joined", async () => {
    const net = fakeNetwork((request) =>
      request.url.startsWith('/api/staffs')
        ? json({
            data: [
              { id: 3, firstName: 'Nadia', lastName: 'Haddad', role: 'MGMT' },
              { id: 8, firstName: 'Sam', lastName: 'Lee', role: 'SUPPORT' },
            ],
          })
        : json({
            id: 5,
            notes: [
              { id: 1, note: 'a', createDateTime: '2026-01-01T10:00:00Z', createdBy: 3 },
              { id: 2, note: 'b', createDateTime: '2026-01-02T10:00:00Z', createdBy: 8 },
              { id: 3, note: 'c', createDateTime: '2026-01-03T10:00:00Z', createdBy: 3 },
            ],
          }),
    );
    const ticket = await net.engine.call<{ notes: { author: { fullName: string } }[] }>('tickets', 'FETCH', {
      id: 5,
    });
    expect(net.sent.map((request) => request.url)).toEqual([
      '/api/tickets/5',
      '/api/staffs?ids=3%2C8&count=2',
    ]);
    expect(ticket.notes.map((note) => note.author.fullName)).toEqual([
      'Nadia Haddad',
      'Sam Lee',
      'Nadia Haddad',
    ]);
  });

  it('spec 7 ticket fetch: no second call when a note author is not a staff id', async () => {
    const net = fakeNetwork(() =>
      json({
        id: 5,
        notes: [
          { id: 1, note: 'imported', createDateTime: '2026-01-01', createdBy: 'legacy' },
          { id: 2, note: 'ours', createDateTime: '2026-01-02', createdBy: 3 },
        ],
      }),
    );
    await net.engine.call('tickets', 'FETCH', { id: 5 });
    expect(net.sent).toHaveLength(1);
  });

  it('spec 7 ticket fetch: notes are sorted newest first', async () => {
    const net = fakeNetwork(() =>
      json({
        id: 5,
        notes: [
          { id: 1, note: 'middle', createDateTime: '2026-02-01T10:00:00Z', createdBy: 'x' },
          { id: 2, note: 'oldest', createDateTime: '2026-01-01T10:00:00Z', createdBy: 'x' },
          { id: 3, note: 'newest', createDateTime: '2026-03-01T10:00:00Z', createdBy: 'x' },
        ],
      }),
    );
    const ticket = await net.engine.call<{ notes: { note: string }[] }>('tickets', 'FETCH', { id: 5 });
    expect(ticket.notes.map((note) => note.note)).toEqual(['newest', 'middle', 'oldest']);
  });

  it('spec 7 promotion add/update: regions as names on add, as ids on update; codes stay text', async () => {
    const net = fakeNetwork();
    const regions = [
      { id: 1, name: 'Vancouver' },
      { id: 2, name: 'Toronto' },
    ];
    await net.engine.call('promotions', 'ADD', { promoCode: '2026', regions, freeMinutes: '30' });
    expect(bodyOf(net.last())).toEqual({
      promoCode: '2026',
      regions: ['Vancouver', 'Toronto'],
      freeMinutes: 30,
    });
    await net.engine.call('promotions', 'UPDATE', { id: 8, regions, description: ' 12 ' });
    expect(bodyOf(net.last())).toEqual({ regions: [1, 2], description: '12' });
  });

  it('spec 7 free minute add: regions as ids', async () => {
    const net = fakeNetwork();
    await net.engine.call('freeMinutes', 'ADD', { freeMin: '20', regions: [{ id: 3, name: 'Montreal' }] });
    expect(bodyOf(net.last())).toEqual({ freeMin: 20, regions: [3] });
  });

  it("spec 7 car add: the payload takes the first msisdn entry's msisdn", async () => {
    const net = fakeNetwork();
    await net.engine.call('infleet', 'ADD', {
      vinNumber: '1HGCM82633A004352',
      msisdn: [{ msisdn: '16045550101' }, { msisdn: '16045550102' }],
    });
    expect(bodyOf(net.last())).toEqual({ vinNumber: '1HGCM82633A004352', msisdn: '16045550101' });
  });
});
