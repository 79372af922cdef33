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

  it('spec 7 ticket fetch: full names, notes newest first, their staff authors fetched by ids at once', async () => {
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

  it('spec 7 ticket fetch: no second call when a note author is not a staff id', async () => {
    const net = fakeNetwork(() =>
      json({
        id: 5,
        notes: [{ id: 1, note: 'imported', createDateTime: '2026-01-01', createdBy: 'legacy' }],
      }),
    );
    await net.engine.call('tickets', 'FETCH', { id: 5 });
    expect(net.sent).toHaveLength(1);
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
