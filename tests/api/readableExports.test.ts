import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/domain/formats.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const SYSADM = { email: 'sysadm@example.com', groups: ['SYSADM'] };

describe.each(engines)('exports people can read on %s', (engine) => {
  let t: TestApp;
  let ticketId: number;
  let ticketCreated: string;

  const exported = async (url: string) => {
    const response = await t.app.inject({ url, headers: { ...t.bearer(SYSADM), accept: 'text/csv' } });
    expect(response.statusCode, response.body).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, '').trim()).data;
    return { response, header, rows };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const { id: staffId } = await t.db
      .insertInto('staffs')
      .values({ email: SYSADM.email, first_name: 'Sam', last_name: 'Roy', role: 'SYSADM' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await t.db
      .insertInto('customers')
      .values({
        customer_number: 'FR-1',
        first_name: 'Élodie',
        last_name: 'Côté',
        email: 'elodie@example.com',
        phone: '6045550142',
        home_city: 'Montréal',
        suspension_status: 'SUSPENDED-FLAG',
        outstanding_balance: '1234.5',
        // 04:30 UTC on March 1 is still February 29 in Vancouver.
        created_at: '2024-03-01T04:30:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: t.bearer(SYSADM),
      payload: {
        subject: 'Rayure',
        categories: [3],
        customers: [String(member.id)],
        staff: staffId,
        department: 'Billing',
        priority: 'High',
        status: 'Closed',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ({ id: ticketId, createDateTime: ticketCreated } = created.json());
  });
  afterAll(() => t?.close());

  it('writes UTF-8 with a byte-order mark, so spreadsheet programs read the accents', async () => {
    const { response } = await exported('/api/customer-process/searchCustomer?customerNumber=FR-1&lang=fr');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toContain('Élodie Côté');
  });

  it('the member export: French labels and words, the customer number, a formatted phone, a plain balance, the day in the reader’s zone', async () => {
    const { header, rows } = await exported(
      '/api/customer-process/searchCustomer?customerNumber=FR-1&lang=fr&tz=America/Vancouver',
    );
    expect(header).toEqual([
      'Numéro de client',
      'Nom',
      'Courriel',
      'Téléphone',
      'Ville',
      'Statut du compte',
      'Suspension',
      'Solde',
      'Membre depuis (America/Vancouver)',
    ]);
    expect(rows).toEqual([
      [
        'FR-1',
        'Élodie Côté',
        'elodie@example.com',
        '(604) 555-0142',
        'Montréal',
        'Actif',
        'Suspendu (signalement)',
        '1234.5',
        '29 févr. 2024',
      ],
    ]);
  });

  it('the ticket export: French labels, the status and category in words, the time as the screen shows it in the reader’s zone', async () => {
    const { header, rows } = await exported(`/api/tickets?ticketId=${ticketId}&lang=fr&tz=America/Toronto`);
    const cell = (label: string) => rows[0][header.indexOf(label)];
    expect(header[0]).toBe('Billet');
    expect(cell(header[0])).toBe(String(ticketId));
    expect(cell('Statut')).toBe('Fermé');
    expect(cell('Priorité')).toBe('Haute');
    expect(cell('Service')).toBe('Facturation');
    expect(cell('Membres')).toBe('Élodie Côté');
    expect(cell('Créé le (America/Toronto)')).toBe(
      formatDateTime(ticketCreated, 'fr', { ownZone: 'America/Toronto' }),
    );
    expect(cell('Créé le (America/Toronto)')).toMatch(/ \d{1,2} h \d{2}$/);
  });

  it('the Team export: French labels and role names', async () => {
    const { header, rows } = await exported('/api/staffs?q=roy&lang=fr');
    expect(header).toEqual(['Prénom', 'Nom de famille', 'Courriel', 'Rôle']);
    expect(rows).toEqual([['Sam', 'Roy', SYSADM.email, 'Administrateur système (SYSADM)']]);
  });

  it('refuses an unknown language or time zone with a message key, not a file', async () => {
    const refused = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/tickets?${query}`,
        headers: { ...t.bearer(SYSADM), accept: 'text/csv' },
      });
      expect(response.statusCode).toBe(400);
      return response.json().fields;
    };
    expect(await refused('tz=Mars/Olympus_Mons')).toEqual({ tz: 'validation.timeZone' });
    expect(await refused('lang=de')).toEqual({ lang: 'validation.language' });
  });
});
