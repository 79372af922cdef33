import { describe, expect, it } from 'vitest';
import { bodyOf, fakeNetwork, TOKEN } from './fakeNetwork.ts';

const AUTH = { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` };

describe('spec 7: method rules by request verb', () => {
  it('spec 7: FETCH is GET with the payload as query parameters', async () => {
    const net = fakeNetwork();
    await net.engine.call('files', 'FETCH', { fileLocation: 'tickets/12/photo.jpg' });
    expect(net.last()).toEqual({
      url: '/api/files?fileLocation=tickets%2F12%2Fphoto.jpg',
      method: 'GET',
      headers: AUTH,
      body: undefined,
    });
  });

  it('spec 7: SEARCH is GET with the payload as query parameters, empty values dropped', async () => {
    const net = fakeNetwork();
    await net.engine.call('customers', 'SEARCH', {
      lastName: ' Tremblay ',
      firstName: '',
      email: null,
      page: 1,
      count: 25,
    });
    expect(net.last()).toEqual({
      url: '/api/customer-process/searchCustomer?lastName=Tremblay&page=1&count=25',
      method: 'GET',
      headers: AUTH,
      body: undefined,
    });
  });

  it('spec 7: GVALIDATE is GET with the payload as query parameters', async () => {
    const net = fakeNetwork();
    await net.engine.call('infleetValidate', 'GVALIDATE', { vinNumber: '1HGCM82633A004352' });
    expect(net.last().method).toBe('GET');
    expect(net.last().url).toBe('/api/infleet/validate?vinNumber=1HGCM82633A004352');
    expect(net.last().body).toBeUndefined();
  });

  it('spec 7: ADD is POST with a JSON body', async () => {
    const net = fakeNetwork();
    await net.engine.call('notes', 'ADD', { customerId: '1001', notes: 'Called back' });
    expect(net.last()).toEqual({
      url: '/api/notes',
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerId: '1001', notes: 'Called back' }),
    });
  });

  it('spec 7: VALIDATE is POST with a JSON body', async () => {
    const net = fakeNetwork();
    await net.engine.call('infleetValidate', 'VALIDATE', { vinNumber: '1HGCM82633A004352', fleetId: '3' });
    expect(net.last().method).toBe('POST');
    expect(net.last().url).toBe('/api/infleet/validate');
    expect(bodyOf(net.last())).toEqual({ vinNumber: '1HGCM82633A004352', fleetId: 3 });
  });

  it('spec 7: UPDATE is PATCH with a trailing /{id} except for the car', async () => {
    const net = fakeNetwork();
    await net.engine.call('tickets', 'UPDATE', { id: 42, subject: 'Door will not lock' });
    expect(net.last().method).toBe('PATCH');
    expect(net.last().url).toBe('/api/tickets/42');
    expect(bodyOf(net.last())).toEqual({ subject: 'Door will not lock' });

    await net.engine.call('cars', 'UPDATE', { id: '1HGCM82633A004352', plateNumber: 'ABC 123' });
    expect(net.last().method).toBe('PATCH');
    expect(net.last().url).toBe('https://vehicles.example/v1/vehicle/1HGCM82633A004352');
  });

  it('spec 7: DELETE is DELETE with a trailing /{id}', async () => {
    const net = fakeNetwork(() => new Response(null, { status: 204 }));
    await net.engine.call('tickets', 'DELETE', { id: 42 });
    expect(net.last()).toEqual({ url: '/api/tickets/42', method: 'DELETE', headers: AUTH, body: undefined });
  });

  it('spec 7: a template that already places {id} does not get it twice', async () => {
    const net = fakeNetwork();
    await net.engine.call('accountSummary', 'UPDATE', { id: 1001, accountStatus: 'CLOSED' });
    expect(net.last().url).toBe('/api/customer-process/accountSummary/1001');
  });

  it('spec 7: a verb the resource does not take is refused before any call', async () => {
    const net = fakeNetwork();
    await expect(net.engine.call('customers', 'DELETE', { id: 1 })).rejects.toThrow(/does not take DELETE/);
    expect(net.sent).toHaveLength(0);
  });
});
