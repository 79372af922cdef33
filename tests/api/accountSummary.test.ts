import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import { memberAuditTrail } from '../support/memberAuditTrail.ts';

describe.each(engines)(
  'account summary on %s (spec 3 Account summary, spec 4 states, spec 7 accountSummary/{id})',
  (engine) => {
    let t: TestApp;
    let insertMember: (values: Record<string, unknown>) => Promise<string>;
    const path = (id: string) => `/api/customer-process/accountSummary/${id}`;
    const msa = () => t.bearer({ groups: ['MSA'], email: 'msa@example.com' });

    const read = async (id: string) => (await t.app.inject({ url: path(id), headers: msa() })).json();
    const patch = async (id: string, body: object, version?: number, groups = ['MSA']) => {
      const headers = {
        ...t.bearer({ groups, email: 'msa@example.com' }),
        ...(version ? { 'if-match': String(version) } : {}),
      };
      const response = await t.app.inject({ method: 'PATCH', url: path(id), headers, payload: body });
      return { status: response.statusCode, body: response.json() };
    };
    /** Reads the version, then changes the summary with it. */
    const change = async (id: string, body: object) => patch(id, body, (await read(id)).version);
    const auditOf = (id: string) => memberAuditTrail(t.db, id);

    beforeAll(async () => {
      t = await createTestApp(engine);
      // The actor is named as the staff member the token's e-mail belongs to.
      await t.db
        .insertInto('staffs')
        .values({ email: 'msa@example.com', first_name: 'Maya', last_name: 'Singh', role: 'MSA' })
        .execute();
      let n = 0;
      insertMember = async (values) => {
        n += 1;
        const [row] = await t.db
          .insertInto('customers')
          .values({
            customer_number: `3000000${n}`,
            first_name: 'Member',
            last_name: `Number${n}`,
            email: `member${n}@example.com`,
            application_submitted_at: '2026-01-05T10:00:00Z',
            ...values,
          })
          .returning('id')
          .execute();
        return String(row.id);
      };
    });
    afterAll(() => t?.close());

    it('answers the spec 3 fields with the version', async () => {
      const id = await insertMember({
        outstanding_balance: '12.50',
        dl_record_status: 'PENDING',
        cc_active: true,
        rfid_number: '0011112222',
        rfid_status: 'ACTIVE',
      });
      expect(await read(id)).toEqual({
        id: Number(id),
        accountStatus: 'ACTIVE',
        accountSuspendStatus: 'UNSUSPENDED',
        dlRecordStatus: 'PENDING',
        dlApprovedDateTime: null,
        dlIsActive: false,
        ccIsActive: true,
        applicationSubmittedDate: '2026-01-05T10:00:00.000Z',
        outstandingBalance: 12.5,
        rfidNumber: '0011112222',
        rfidStatus: 'ACTIVE',
        version: 1,
      });
    });

    it('spec 4 Account status: closing is refused while a balance is outstanding, and allowed without one', async () => {
      const owing = await insertMember({ outstanding_balance: '42.10' });
      const refused = await change(owing, { accountStatus: 'CLOSED' });
      expect(refused).toMatchObject({ status: 409, body: { messageKey: 'accountSummary.closeBlocked' } });
      expect((await read(owing)).accountStatus).toBe('ACTIVE');
      expect(await auditOf(owing)).toEqual([]);

      const clear = await insertMember({ outstanding_balance: '0' });
      const closed = await change(clear, { accountStatus: 'CLOSED' });
      expect(closed).toMatchObject({ status: 200, body: { accountStatus: 'CLOSED', version: 2 } });
      const [entry] = await auditOf(clear);
      expect(entry).toMatchObject({
        action: 'accountSummary',
        before: { account_status: 'ACTIVE' },
        after: { account_status: 'CLOSED' },
        actor_name: 'Maya Singh',
      });
    });

    it('spec 4 Suspension and Driver record: the approval date is set when approved and cleared after', async () => {
      const id = await insertMember({ dl_record_status: 'PENDING' });
      expect((await change(id, { accountSuspendStatus: 'SUSPENDED-FLAG' })).body.accountSuspendStatus).toBe(
        'SUSPENDED-FLAG',
      );
      const before = Date.now();
      const approved = (await change(id, { dlRecordStatus: 'APPROVED' })).body;
      expect(approved.dlRecordStatus).toBe('APPROVED');
      expect(new Date(approved.dlApprovedDateTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const declined = (await change(id, { dlRecordStatus: 'DECLINED' })).body;
      expect(declined).toMatchObject({ dlRecordStatus: 'DECLINED', dlApprovedDateTime: null });
    });

    it('spec 4 RFID: assign starts INACTIVE, then activate, deactivate and remove', async () => {
      const id = await insertMember({});
      expect((await change(id, { rfidNumber: '0099887766', rfidStatus: 'ACTIVE' })).body).toMatchObject({
        rfidNumber: '0099887766',
        rfidStatus: 'INACTIVE',
      });
      expect((await change(id, { rfidStatus: 'ACTIVE' })).body.rfidStatus).toBe('ACTIVE');
      expect((await change(id, { rfidStatus: 'INACTIVE' })).body.rfidStatus).toBe('INACTIVE');
      expect((await change(id, { rfidNumber: null })).body).toMatchObject({
        rfidNumber: null,
        rfidStatus: null,
      });
      expect((await change(id, { rfidStatus: 'ACTIVE' })).body.messageKey).toBe('accountSummary.noRfid');
      expect((await auditOf(id)).map((entry) => [entry.action, entry.after])).toEqual([
        ['rfid.assign', { rfid_number: '0099887766', rfid_status: 'INACTIVE' }],
        ['rfid.activate', { rfid_status: 'ACTIVE' }],
        ['rfid.deactivate', { rfid_status: 'INACTIVE' }],
        ['rfid.remove', { rfid_number: null, rfid_status: null }],
      ]);
    });

    it('spec 2 RFID Assign: a number another member holds is refused, and /customer names that member', async () => {
      const holder = await insertMember({
        first_name: 'Ravi',
        last_name: 'Holder',
        rfid_number: '0055566677',
        rfid_status: 'ACTIVE',
      });
      const other = await insertMember({});
      const refused = await change(other, { rfidNumber: '0055566677' });
      expect(refused).toMatchObject({
        status: 409,
        body: { messageKey: 'accountSummary.rfidTaken', fields: { rfidNumber: 'accountSummary.rfidTaken' } },
      });
      expect((await read(other)).rfidNumber).toBeNull();

      const list = await t.app.inject({ url: '/api/customer?rfidNumber=0055566677', headers: msa() });
      expect(list.json()).toMatchObject({
        data: [{ id: Number(holder), firstName: 'Ravi', lastName: 'Holder' }],
        totalCount: 1,
      });
      // The holder may be given the number again: nothing changes.
      expect((await change(holder, { rfidNumber: '0055566677' })).status).toBe(200);
      expect((await read(holder)).rfidStatus).toBe('ACTIVE');
    });

    it('the database refuses a second holder even past the route (unique index)', async () => {
      const holder = await insertMember({ rfid_number: '0012121212' });
      await expect(
        t.db
          .updateTable('customers')
          .set({ rfid_number: '0012121212' })
          .where('id', '<>', holder)
          .where('rfid_number', 'is', null)
          .execute(),
      ).rejects.toThrow();
    });

    it('versioned: a stale version answers 412 and writes nothing; a save without If-Match answers 400', async () => {
      const id = await insertMember({});
      const { version } = await read(id);
      expect((await patch(id, { accountSuspendStatus: 'SUSPENDED-FLAG' }, version)).status).toBe(200);
      const stale = await patch(id, { accountSuspendStatus: 'UNSUSPENDED' }, version);
      expect(stale).toMatchObject({ status: 412, body: { messageKey: 'error.stale' } });
      // Who saved first and when, which the screen's StaleRecordDialog shows.
      expect(stale.body.savedBy).toEqual({ name: expect.any(String), at: expect.any(String) });
      expect((await read(id)).accountSuspendStatus).toBe('SUSPENDED-FLAG');
      expect(await patch(id, { accountSuspendStatus: 'UNSUSPENDED' })).toMatchObject({
        status: 400,
        body: { fields: { 'if-match': expect.any(String) } },
      });
    });

    it('validates the body with the shared schema: unknown states, bad RFID numbers and extra fields are 400', async () => {
      const id = await insertMember({});
      const { version } = await read(id);
      expect((await patch(id, { accountStatus: 'PAUSED' }, version)).status).toBe(400);
      expect((await patch(id, { rfidNumber: '12ab' }, version)).body).toMatchObject({
        statusCode: 400,
        fields: { rfidNumber: 'validation.rfidNumber' },
      });
      expect((await patch(id, { outstandingBalance: 0 }, version)).status).toBe(400);
      expect((await read(id)).version).toBe(version);
    });

    it('follows the role table: 403 for SUPPORT, 404 for an unknown member', async () => {
      const id = await insertMember({});
      expect((await patch(id, { accountSuspendStatus: 'SUSPENDED-FLAG' }, 1, ['SUPPORT'])).status).toBe(403);
      expect(
        (await t.app.inject({ url: path(id), headers: t.bearer({ groups: ['SUPPORT'] }) })).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            url: '/api/customer?rfidNumber=0055566677',
            headers: t.bearer({ groups: ['SUPPORT'] }),
          })
        ).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ url: path('999999'), headers: msa() })).statusCode).toBe(404);
    });
  },
);
