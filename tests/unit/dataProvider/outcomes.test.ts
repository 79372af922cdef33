import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/dataProvider/dataProvider.ts';
import { HttpError } from '../../../src/dataProvider/HttpError.ts';
import { fakeNetwork, json } from './fakeNetwork.ts';

describe('spec 7: outcomes of a call', () => {
  it('a departure from spec 7 (README): trip search calls /trips', async () => {
    const net = fakeNetwork(() => json({ data: [], page: 1, count: 25, totalPages: 0, totalCount: 0 }));
    await net.engine.call('trips', 'SEARCH', { vehicle: 'ABC 123' });
    expect(net.sent.map((request) => request.url)).toEqual([
      expect.stringMatching(/\/trips\?vehicle=ABC\+123$|\/trips\?vehicle=ABC%20123$/),
    ]);
  });

  it('a departure from spec 7 (README): payment fetch calls /payments/{id}', async () => {
    const net = fakeNetwork(() => json({ id: 7 }));
    await net.engine.call('payments', 'FETCH', { id: 7 });
    expect(net.sent.map((request) => request.url)).toEqual([expect.stringMatching(/\/payments\/7$/)]);
  });

  it('spec 7: a successful add or update outside search raises a notification', async () => {
    const net = fakeNetwork();
    await net.engine.call('notes', 'ADD', { notes: 'x' });
    await net.engine.call('tickets', 'UPDATE', { id: 1, subject: 'y' });
    expect(net.notices).toEqual(['app.notification.saved', 'app.notification.saved']);
  });

  it('spec 7: searches, reads and session calls raise no notification', async () => {
    const net = fakeNetwork(() => json({ data: [], page: 1, count: 25, totalPages: 0, totalCount: 0 }));
    await net.engine.call('customers', 'SEARCH', {});
    await net.engine.call('tickets', 'FETCH', { id: 1 });
    await net.engine.call('revoke', 'ADD', {});
    expect(net.notices).toEqual([]);
  });

  it('spec 7: a goto parameter navigates after success, not after failure', async () => {
    const net = fakeNetwork((request) => (request.url.endsWith('/42') ? json({}, 500) : json({ id: 7 })));
    await net.engine.call('tickets', 'ADD', { subject: 'x', goto: '/ticket-confirmation' });
    await expect(net.engine.call('tickets', 'UPDATE', { id: 42, goto: '/elsewhere' })).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(net.visits).toEqual(['/ticket-confirmation']);
  });

  it('spec 8: an error is an HttpError with the status and the translated messageKey', async () => {
    const net = fakeNetwork(() =>
      json({ statusCode: 403, error: 'Forbidden', message: 'No access', messageKey: 'known.key' }, 403),
    );
    const error = await net.engine.call('tickets', 'FETCH', { id: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Known text', body: { messageKey: 'known.key' } });
  });

  it("spec 8: a key's values (a limit's %{max}) reach its text and the field's error", async () => {
    const net = fakeNetwork(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid querystring: email (known.limit)',
          messageKey: 'known.limit',
          messageArgs: { max: 100 },
          fields: { email: 'known.limit', phone: 'validation.phone' },
          fieldArgs: { email: { max: 100 } },
        },
        400,
      ),
    );
    const error = await net.engine.call('customers', 'SEARCH', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'At most 100',
      // As react-admin's inputs write a message with its values: a form marks the field, not email.message.
      body: {
        errors: {
          email: '@@react-admin@@{"message":"known.limit","args":{"max":100}}',
          phone: 'validation.phone',
        },
      },
    });
  });

  it('spec 8: an unknown messageKey or a body without one falls back to the system error', async () => {
    const net = fakeNetwork((request) =>
      request.url.includes('/1')
        ? json({ messageKey: 'nobody.knows' }, 500)
        : new Response('<html>', { status: 502 }),
    );
    await expect(net.engine.call('tickets', 'FETCH', { id: 1 })).rejects.toMatchObject({
      status: 500,
      message: 'T(app.notification.systemError)',
    });
    await expect(net.engine.call('tickets', 'FETCH', { id: 2 })).rejects.toMatchObject({
      status: 502,
      message: 'T(app.notification.systemError)',
    });
  });

  it('spec 8: a 401 keeps its status, which sends the user to sign in', async () => {
    const net = fakeNetwork(() => json({ statusCode: 401, messageKey: 'auth.sessionExpired' }, 401));
    await expect(net.engine.call('validate', 'FETCH')).rejects.toMatchObject({ status: 401 });
  });
});

describe('spec 9: list envelope', () => {
  it('spec 9: {data, page, count, totalPages, totalCount} becomes react-admin {data, total} with page info', async () => {
    const rows = [{ id: 1, lastName: 'Tremblay' }];
    const net = fakeNetwork(() =>
      json({ data: rows, page: 2, count: 25, totalPages: 3, totalCount: 60, totalCountCapped: false }),
    );
    const provider = createDataProvider(net.engine);
    const result = await provider.getList('customers', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { lastName: 'tre', q: '' },
    });
    expect(net.last().url).toBe('/api/customer-process/searchCustomer?lastName=tre&page=2&count=25');
    expect(result).toEqual({
      data: rows,
      total: 60,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      meta: { page: 2, count: 25, totalPages: 3, totalCount: 60, totalCountCapped: false },
    });
  });

  it('react-admin update maps to UPDATE with the id and without previousData in the body', async () => {
    const net = fakeNetwork(() => json({ id: 42, subject: 'New' }));
    const provider = createDataProvider(net.engine);
    const result = await provider.update('tickets', {
      id: 42,
      data: { subject: ' New ' },
      previousData: { id: 42 },
    });
    expect(net.last().method).toBe('PATCH');
    expect(net.last().url).toBe('/api/tickets/42');
    expect(net.last().body).toBe('{"subject":"New"}');
    expect(result.data).toEqual({ id: 42, subject: 'New' });
  });
});
