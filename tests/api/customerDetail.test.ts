import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

describe.each(engines)('customer detail on %s (spec 3 Customer detail, spec 7 /customer/{id})', (engine) => {
  let t: TestApp;
  let id: number;
  const get = async (path: string, groups = ['MSA']) => {
    const response = await t.app.inject({ url: `/api/customer/${path}`, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [row] = await t.db
      .insertInto('customers')
      .values({
        customer_number: '20000001',
        first_name: 'Élise',
        last_name: 'Gagnon',
        email: 'elise.gagnon@example.com',
        phone: '5145550101',
        preferred_language: 'fr',
        outstanding_balance: '42.10',
        suspension_status: 'SUSPENDED-OSB',
        home_line1: '1200 rue Sainte-Catherine O',
        home_city: 'Montréal',
        home_province: 'QC',
        home_postal_code: 'H3B 1K9',
        billing_same: true,
        billing_line1: 'an old billing line that isSame hides',
        dl_number: 'G2345-678901-23',
        dl_record_status: 'APPROVED',
        dl_is_active: true,
        cc_type: 'Visa',
        cc_last4: '4242',
        cc_active: true,
        rfid_number: '00123456',
        rfid_status: 'INACTIVE',
      })
      .returning('id')
      .execute();
    id = Number(row.id);
  });
  afterAll(() => t?.close());

  it('answers the nested profile with the account state, addresses, licence, masked card and RFID', async () => {
    const { status, body } = await get(String(id));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      customerNumber: '20000001',
      firstName: 'Élise',
      lastName: 'Gagnon',
      phoneNumber: '5145550101',
      preferredLanguage: 'fr',
      outstandingBalanceAmount: 42.1,
      accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'SUSPENDED-OSB' },
      homeAddress: { line1: '1200 rue Sainte-Catherine O', city: 'Montréal', postalCode: 'H3B 1K9' },
      billingAddress: { line1: '1200 rue Sainte-Catherine O', isSame: true },
      driverLicence: { number: 'G2345-678901-23', recordStatus: 'APPROVED', isActive: true },
      paymentInformation: { cardType: 'Visa', maskedNumber: '**** **** **** 4242', isActive: true },
      rfid: { rfidNumber: '00123456', rfidStatus: 'INACTIVE' },
    });
    expect(JSON.stringify(body)).not.toMatch(/cvv/i);
  });

  it('answers 404 for an unknown member and 400 for an id that is not one', async () => {
    expect((await get('999999')).body.messageKey).toBe('error.notFound');
    expect((await get('999999')).status).toBe(404);
    expect((await get('abc')).status).toBe(400);
  });

  it('follows the role table: customers area only', async () => {
    expect((await get(String(id), ['SUPPORT'])).status).toBe(403);
    expect((await get(String(id), ['SVC'])).status).toBe(403);
    expect((await get(String(id), ['FLEET'])).status).toBe(200);
  });
});
