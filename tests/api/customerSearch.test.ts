import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const customer = (n: number, lastName: string, firstName: string, extra: Record<string, unknown> = {}) => ({
  customer_number: String(10_000_000 + n),
  first_name: firstName,
  last_name: lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase().replace(/[^a-z0-9.@-]/g, ''),
  phone: `604555${String(n).padStart(4, '0')}`,
  home_city: 'Vancouver',
  home_province: 'BC',
  home_postal_code: 'V6B 1A1',
  ...extra,
});

const FIXTURES = [
  customer(1, 'Smith', 'John', { outstanding_balance: '12.50', preferred_name: 'Johnny' }),
  customer(2, 'Smithers', 'Anna', {
    home_city: 'Montréal',
    home_province: 'QC',
    home_postal_code: 'H2X 1Y4',
  }),
  customer(3, 'smyth', 'Bob', { email: 'bob@smyth.ca', phone: null }),
  customer(4, 'Per%cent', 'Zoe'),
  customer(5, 'Perry', 'Zack'),
  customer(6, 'Under_score', 'Uma'),
  customer(7, 'Underxscore', 'Ulf'),
  ...Array.from({ length: 30 }, (_, i) => customer(100 + i, 'Zed', `Z${String(i).padStart(2, '0')}`)),
];

describe.each(engines)('searchCustomer on %s', (engine) => {
  let t: TestApp;
  const search = async (query: string, groups = ['SYSADM']) => {
    const response = await t.app.inject({
      url: `/api/customer-process/searchCustomer?${query}`,
      headers: t.bearer({ groups }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const lastNames = async (query: string) =>
    (await search(query)).body.data.map((c: { lastName: string }) => c.lastName);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db.insertInto('customers').values(FIXTURES).execute();
  });
  afterAll(() => t?.close());

  it('answers rows in the documented shape with pagination fields', async () => {
    const { status, body } = await search('lastName=smith&count=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, count: 1, totalCount: 2, totalPages: 2 });
    expect(body.totalCountCapped).toBeUndefined();
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      customerNumber: '10000001',
      firstName: 'John',
      lastName: 'Smith',
      preferredName: 'Johnny',
      emailAddress: 'john.smith@example.com',
      phoneNumber: '6045550001',
      city: 'Vancouver',
      province: 'BC',
      accountStatus: 'ACTIVE',
      accountSuspendStatus: 'UNSUSPENDED',
      outstandingBalanceAmount: 12.5,
      customerCreateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('matches a case-insensitive prefix of each field', async () => {
    expect(await lastNames('lastName=SMI')).toEqual(['Smith', 'Smithers']);
    expect(await lastNames('lastName=sm')).toEqual(['Smith', 'Smithers', 'smyth']);
    expect(await lastNames('firstName=an')).toEqual(['Smithers']);
    expect(await lastNames('email=BOB%40')).toEqual(['smyth']);
    expect(await lastNames('phone=(604)%20555-0002')).toEqual(['Smithers']);
    expect(await lastNames('lastName=smith&firstName=jo')).toEqual(['Smith']);
    expect(await lastNames('lastName=sm&postalCode=h2x1y4')).toEqual(['Smithers']);
  });

  it('finds an exact customer number, and nothing for a prefix of one', async () => {
    expect(await lastNames('customerNumber=10000003')).toEqual(['smyth']);
    expect(await lastNames('customerNumber=1000000')).toEqual([]);
  });

  it('reads free text as e-mail, phone, customer number or last name', async () => {
    expect(await lastNames('q=anna.smithers%40')).toEqual(['Smithers']);
    expect(await lastNames('q=604-555-0001')).toEqual(['Smith']);
    expect(await lastNames('q=10000002')).toEqual(['Smithers']);
    expect(await lastNames('q=smy')).toEqual(['smyth']);
  });

  it('treats LIKE wildcards in the input as plain characters', async () => {
    expect(await lastNames('lastName=per%25')).toEqual(['Per%cent']);
    expect(await lastNames('lastName=under_')).toEqual(['Under_score']);
    expect(await lastNames('lastName=%25')).toEqual([]);
    expect(await lastNames('lastName=%5C')).toEqual([]);
  });

  it('pages through matches in index order', async () => {
    const first = await search('lastName=zed&count=10');
    expect(first.body).toMatchObject({ page: 1, count: 10, totalCount: 30, totalPages: 3 });
    const third = await search('lastName=zed&count=10&page=3');
    expect(third.body.data.map((c: { firstName: string }) => c.firstName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Z${20 + i}`),
    );
    expect((await search('lastName=zed&count=10&page=4')).body.data).toEqual([]);
  });

  it('lists everyone by last name without a filter', async () => {
    const { body } = await search('');
    expect(body).toMatchObject({ page: 1, count: 25, totalCount: FIXTURES.length, totalPages: 2 });
    expect(body.data[0].lastName).toBe('Per%cent');
  });

  it('answers 400 with field keys for invalid input', async () => {
    const phone = await search('phone=123');
    expect(phone.status).toBe(400);
    expect(phone.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation.phone',
      fields: { phone: 'validation.phone' },
    });
    expect((await search('postalCode=12')).body.fields).toEqual({ postalCode: 'validation.postalCode' });
    // A limit travels with its number, so the list's notice reads 'at most N characters'.
    const long = await search(`email=${'x'.repeat(300)}`);
    expect(long.body).toMatchObject({
      messageKey: 'validation.maxLength',
      messageArgs: { max: expect.any(Number) },
      fieldArgs: { email: { max: long.body.messageArgs?.max } },
    });
    expect((await search('count=500&page=0')).body.fields).toEqual({
      count: 'validation.count',
      page: 'validation.page',
    });
    expect((await search('phone=%20&postalCode=')).status).toBe(200);
    expect((await search('lastName=a%00b')).body.fields).toEqual({ lastName: 'validation.characters' });
    expect((await search('lastName=a&lastName=b')).status).toBe(400);
  });
});
