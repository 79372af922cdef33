import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const SECTION_PATHS = ['personalInformation', 'membership', 'driverLicence', 'paymentInformation', 'school'];
const MEMBERSHIP = {
  memberClubCode: 'BCAA',
  memberNumber: '6202721234567890',
  memberSince: '2019-04-01',
  memberPostalCode: 'v6b 1a1',
};

describe.each(engines)('customer detail update on %s (spec 3, spec 7 "Customer detail update")', (engine) => {
  let t: TestApp;
  let id: string;
  let owing: string;

  const send = async (
    path: string,
    body: unknown,
    { version, groups = ['MSA'] }: { version?: number | string; groups?: string[] } = {},
  ) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/${path}`,
      headers: { ...t.bearer({ groups }), ...(version === undefined ? {} : { 'if-match': String(version) }) },
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const detail = async (member = id) =>
    (await t.app.inject({ url: `/api/customer/${member}`, headers: t.bearer({ groups: ['MSA'] }) })).json();
  const versionOf = async (member = id) => (await detail(member)).version as number;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  beforeEach(async () => {
    const member = (number: string, balance: string) =>
      t.db
        .insertInto('customers')
        .values({
          customer_number: number,
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: `ada.${number}@example.com`,
          phone: '6045550101',
          outstanding_balance: balance,
          home_line1: '1 Main St',
          home_city: 'Vancouver',
          home_province: 'BC',
          home_postal_code: 'V6B 1A1',
          home_country: 'CA',
          billing_same: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    id = String((await member(`30${suffix}`, '0')).id);
    owing = String((await member(`40${suffix}`, '25.50')).id);
  });

  it('a section saves on its own path with If-Match and answers the member as stored, version moved on', async () => {
    const version = await versionOf();
    const { status, body } = await send(
      `customer-process/personalInformation/${id}`,
      { emailAddress: ' ada.new@example.com ', phoneNumber: '7785550123', isSMSConsent: true },
      { version },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      emailAddress: 'ada.new@example.com',
      phoneNumber: '7785550123',
      smsConsentFlag: true,
    });
    expect(body.version).toBeGreaterThan(version);
    expect(body.firstName).toBe('Ada'); // a field left out stays
  });

  it('each change is audited: who, what, from what to what', async () => {
    await send(
      `customer-process/school/${id}`,
      { isStudent: true, schoolName: 'Langara College' },
      { version: await versionOf() },
    );
    const entries = await t.db.selectFrom('audit_entries').selectAll().where('record_id', '=', id).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'school',
      before: { is_student: false, school_name: null },
      after: { is_student: true, school_name: 'Langara College' },
    });
  });

  it('spec 3 rename rules: caaMembership, isEmailConsent, isSMSConsent and the lifted statuses are read', async () => {
    const { status, body } = await send(
      `customer/${id}`,
      {
        isEmailConsent: true,
        isSMSConsent: true,
        caaMembership: MEMBERSHIP,
        accountSuspendStatus: 'SUSPENDED-FLAG',
      },
      { version: await versionOf() },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      emailConsentFlag: true,
      smsConsentFlag: true,
      caaMemberShipInformation: { ...MEMBERSHIP, memberPostalCode: 'V6B 1A1' },
      accountInformation: { accountStatus: 'ACTIVE', accountSuspendStatus: 'SUSPENDED-FLAG' },
    });
    expect(body).not.toHaveProperty('apiUpdateError');
  });

  it("spec 3 rename rules: the detail's own names are refused (400) and change nothing", async () => {
    const before = await detail();
    for (const payload of [
      { emailConsentFlag: true },
      { smsConsentFlag: true },
      { caaMemberShipInformation: MEMBERSHIP },
      { accountInformation: { accountStatus: 'CLOSED', accountSuspendStatus: 'UNSUSPENDED' } },
    ]) {
      const { status, body } = await send(`customer/${id}`, payload, { version: before.version });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect(await detail()).toEqual(before);
  });

  it('spec 8 partial account save: the failing section is named, the others stay saved', async () => {
    const { status, body } = await send(
      `customer/${owing}`,
      {
        emailAddress: 'owes@example.com',
        accountStatus: 'CLOSED',
        isStudent: true,
        schoolName: 'McGill University',
      },
      { version: await versionOf(owing) },
    );
    expect(status).toBe(200);
    expect(body.apiUpdateError).toEqual([
      { section: 'accountSummary', messageKey: 'accountSummary.closeBlocked' },
    ]);
    expect(body).toMatchObject({
      emailAddress: 'owes@example.com',
      isStudent: true,
      schoolName: 'McGill University',
      accountInformation: { accountStatus: 'ACTIVE' },
    });
    expect(await detail(owing)).toMatchObject({
      emailAddress: 'owes@example.com',
      accountInformation: { accountStatus: 'ACTIVE' },
    });
  });

  it('a stale version answers 412 error.stale and saves nothing, on a section and on the full update', async () => {
    const version = await versionOf();
    expect(
      (await send(`customer-process/school/${id}`, { isStudent: true, schoolName: 'SFU' }, { version }))
        .status,
    ).toBe(200);
    for (const path of [`customer-process/personalInformation/${id}`, `customer/${id}`]) {
      const { status, body } = await send(path, { firstName: 'Grace' }, { version });
      expect(status).toBe(412);
      expect(body.messageKey).toBe('error.stale');
    }
    expect((await detail()).firstName).toBe('Ada');
  });

  it('without If-Match a save is refused (400, the header named) and changes nothing', async () => {
    for (const path of [`customer-process/personalInformation/${id}`, `customer/${id}`]) {
      const { status, body } = await send(path, { firstName: 'Grace' });
      expect(status, path).toBe(400);
      expect(Object.keys(body.fields ?? {}), path).toEqual(['if-match']);
    }
    expect((await detail()).firstName).toBe('Ada');
  });

  it('spec 5/9 validation: digits-only phone, postal code by country, expired licence and card (400, nothing saved)', async () => {
    const version = await versionOf();
    const refused = async (path: string, payload: object, field: string, key: string) => {
      const { status, body } = await send(`customer-process/${path}/${id}`, payload, { version });
      expect(status, field).toBe(400);
      expect(body.fields?.[field], field).toBe(key);
    };
    await refused(
      'personalInformation',
      { phoneNumber: '(604) 555-0101' },
      'phoneNumber',
      'validation.profile.phoneDigits',
    );
    await refused(
      'personalInformation',
      { phoneNumber: '1045550101' },
      'phoneNumber',
      'validation.profile.phoneDigits',
    );
    await refused(
      'personalInformation',
      {
        homeAddress: {
          line1: '1 Main St',
          city: 'Seattle',
          province: 'WA',
          postalCode: 'V6B 1A1',
          country: 'US',
        },
      },
      'homeAddress.postalCode',
      'validation.zip',
    );
    await refused(
      'personalInformation',
      { billingAddress: { isSame: false, line1: '2 Side St' } },
      'billingAddress.city',
      'validation.required',
    );
    await refused(
      'driverLicence',
      {
        driverLicence: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          number: 'L-1234',
          expiryDate: '2001-01-01',
          country: 'CA',
          province: 'BC',
        },
      },
      'driverLicence.expiryDate',
      'validation.profile.expired',
    );
    await refused(
      'paymentInformation',
      { paymentInformation: { cardType: 'Visa', holder: 'ADA', expiry: '01/01' } },
      'paymentInformation.expiry',
      'validation.profile.expired',
    );
    await refused('school', { isStudent: true, schoolName: ' ' }, 'schoolName', 'validation.required');
    expect((await detail()).version).toBe(version);
  });

  it('"same as home" keeps the billing lines out; a separate billing address is saved whole', async () => {
    const billing = {
      unit: null,
      line1: '9 Bay St',
      line2: null,
      city: 'Toronto',
      province: 'on',
      postalCode: 'm5j 2n8',
      country: 'CA',
    };
    const { body } = await send(
      `customer-process/personalInformation/${id}`,
      { billingAddress: { isSame: false, ...billing } },
      { version: await versionOf() },
    );
    expect(body.billingAddress).toEqual({ ...billing, province: 'ON', postalCode: 'M5J 2N8', isSame: false });
    const same = await send(
      `customer-process/personalInformation/${id}`,
      { billingAddress: { isSame: true } },
      { version: body.version },
    );
    expect(same.body.billingAddress).toMatchObject({ line1: '1 Main St', city: 'Vancouver', isSame: true });
  });

  it('licence, card and membership sections save their own fields only', async () => {
    let version = await versionOf();
    const licence = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      number: 'L-1234',
      expiryDate: '2031-05-06',
      country: 'CA',
      province: 'BC',
    };
    let answer = await send(`customer-process/driverLicence/${id}`, { driverLicence: licence }, { version });
    expect(answer.body.driverLicence).toMatchObject({ ...licence, recordStatus: null, isActive: false });
    version = answer.body.version;
    answer = await send(
      `customer-process/paymentInformation/${id}`,
      { paymentInformation: { cardType: 'Amex', holder: 'ADA LOVELACE', expiry: '12/35' } },
      { version },
    );
    expect(answer.body.paymentInformation).toMatchObject({
      cardType: 'Amex',
      holder: 'ADA LOVELACE',
      expiry: '12/35',
    });
    answer = await send(
      `customer-process/membership/${id}`,
      { caaMembership: MEMBERSHIP },
      { version: answer.body.version },
    );
    expect(answer.body.caaMemberShipInformation.memberNumber).toBe(MEMBERSHIP.memberNumber);
    // The card number is never accepted here.
    expect(
      (
        await send(
          `customer-process/paymentInformation/${id}`,
          {
            paymentInformation: {
              cardType: 'Visa',
              holder: 'A',
              expiry: '12/35',
              number: '4242424242424242',
            },
          },
          { version: answer.body.version },
        )
      ).status,
    ).toBe(400);
  });

  it('spec 6: SUPPORT may not change members (403), on every section path and the full update', async () => {
    const version = await versionOf();
    for (const path of [
      ...SECTION_PATHS.map((section) => `customer-process/${section}/${id}`),
      `customer/${id}`,
    ]) {
      expect((await send(path, { firstName: 'Grace' }, { version, groups: ['SUPPORT'] })).status, path).toBe(
        403,
      );
    }
    expect((await detail()).version).toBe(version);
  });
});
