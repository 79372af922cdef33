import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postLedgerLines, type LedgerPosting } from '../../server/repositories/ledger.ts';
import { pdfItems, pdfText, type TextItem } from '../support/pdfText.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/**
 * Where each word starts on the line that holds them all (the first such line): a name's
 * words must be drawn in their visual order, so a reversed right-to-left name fails.
 */
function wordPositions(items: TextItem[], words: string[]): number[] {
  for (const line of new Set(items.map((item) => item.y))) {
    const onLine = items.filter((item) => item.y === line);
    const found = words.map((word) => onLine.find((item) => item.str === word)?.x);
    if (found.every((x) => x !== undefined)) return found;
  }
  throw new Error(`No line holds ${words.join(', ')}: ${JSON.stringify(items.map((item) => item.str))}`);
}

describe.each(engines)('monthly statements (spec 3 Billing statement) on %s', (engine) => {
  let t: TestApp;
  let member: string;
  let busy: string;
  let quiet: string;
  let payer: string;
  /** Members named in other scripts, by script. */
  let named: Record<'hebrew' | 'arabic' | 'chinese' | 'japanese' | 'emoji', string>;
  const get = (url: string, groups = ['MSA']) => t.app.inject({ url, headers: t.bearer({ groups }) });
  const post = (customerId: string, lines: LedgerPosting[]) =>
    t.db.transaction().execute((trx) => postLedgerLines(trx, customerId, null, lines));

  beforeAll(async () => {
    t = await createTestApp(engine);
    const people = await t.db
      .insertInto('customers')
      .values([
        {
          customer_number: 'ST-1',
          first_name: 'Élise',
          last_name: 'Gagnon',
          email: 'elise@example.com',
          home_line1: '100 Main St',
          home_city: 'Vancouver',
          home_province: 'BC',
          home_postal_code: 'V6B 1A1',
          billing_same: false,
          billing_unit: '12',
          billing_line1: '555 Rue Sainte-Catherine',
          billing_city: 'Montréal',
          billing_province: 'QC',
          billing_postal_code: 'H2X 1K4',
          billing_country: 'CA',
        },
        { customer_number: 'ST-2', first_name: 'Omar', last_name: 'Haddad', email: 'omar@example.com' },
        { customer_number: 'ST-3', first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' },
        { customer_number: 'ST-4', first_name: 'Noor', last_name: 'Singh', email: 'noor@example.com' },
      ])
      .returning('id')
      .execute();
    [member, busy, quiet, payer] = people.map((p) => String(p.id));
    await post(member, [
      // 20:00 on September 30 in Vancouver: a September line.
      {
        kind: 'accountFee',
        feeCode: 'administration',
        amount: 1500,
        tax: 75,
        postedAt: new Date('2026-10-01T03:00:00Z'),
      },
      {
        kind: 'accountFee',
        feeCode: 'collection',
        amount: 3500,
        tax: 175,
        postedAt: new Date('2026-10-05T18:00:00Z'),
      },
      { kind: 'fuelReimbursement', amount: -2000, tax: -100, postedAt: new Date('2026-10-20T18:00:00Z') },
      {
        kind: 'accountFee',
        feeCode: 'cardReplacement',
        amount: 1000,
        tax: 50,
        postedAt: new Date('2026-08-15T18:00:00Z'),
      },
    ]);
    // A hundred and twenty lines in one month: more than a page holds.
    await post(
      busy,
      Array.from({ length: 120 }, (_, index) => ({
        kind: 'accountFee' as const,
        feeCode: 'administration',
        amount: 1000 + index,
        tax: 50,
        postedAt: new Date(Date.UTC(2026, 2, 2, 12, index)),
      })),
    );
  });
  afterAll(() => t.close());

  beforeAll(async () => {
    // Spec 3, Billing statement: $105.00 owed before October, $21.00 charged and $50.00 paid
    // in it, then $100.00 paid in November, which leaves a credit.
    const payments = await t.db
      .insertInto('payments')
      .values([
        { customer_id: payer, paid_at: '2026-10-10T18:00:00Z', amount: '50.00', status: 'Success' },
        { customer_id: payer, paid_at: '2026-11-10T18:00:00Z', amount: '100.00', status: 'Success' },
      ])
      .returning('id')
      .execute();
    await post(payer, [
      {
        kind: 'accountFee',
        feeCode: 'collection',
        amount: 10000,
        tax: 500,
        postedAt: new Date('2026-09-12T18:00:00Z'),
      },
      {
        kind: 'accountFee',
        feeCode: 'administration',
        amount: 2000,
        tax: 100,
        postedAt: new Date('2026-10-05T18:00:00Z'),
      },
      {
        kind: 'payment',
        amount: -5000,
        paymentId: payments[0]!.id,
        postedAt: new Date('2026-10-10T18:00:00Z'),
      },
      {
        kind: 'payment',
        amount: -10000,
        paymentId: payments[1]!.id,
        postedAt: new Date('2026-11-10T18:00:00Z'),
      },
    ]);
    const names = {
      hebrew: ['דוד', 'כהן'],
      arabic: ['محمد', 'علي'],
      chinese: ['小明', '王'],
      japanese: ['はなこ', '山田'],
      emoji: ['Zoë 🚗', 'Tremblay'],
    } as const;
    const rows = await t.db
      .insertInto('customers')
      .values(
        Object.entries(names).map(([script, [first, last]]) => ({
          customer_number: `ST-${script}`,
          first_name: first,
          last_name: last,
          email: `${script}@example.com`,
        })),
      )
      .returning('id')
      .execute();
    named = Object.fromEntries(
      Object.keys(names).map((script, index) => [script, String(rows[index]!.id)]),
    ) as typeof named;
    for (const id of Object.values(named))
      await post(id, [
        {
          kind: 'accountFee',
          feeCode: 'administration',
          amount: 1500,
          tax: 75,
          postedAt: new Date('2026-10-05T18:00:00Z'),
        },
      ]);
  });

  it("lists the months that hold lines, newest first, each month in the member's zone", async () => {
    const response = await get(`/api/customers-billing/monthlyStatementList?customerId=${member}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { month: '2026-10', amount: 15.75 },
        { month: '2026-09', amount: 15.75 },
        { month: '2026-08', amount: 10.5 },
      ],
      page: 1,
      count: 25,
      totalPages: 1,
      totalCount: 3,
    });
    const second = await get(
      `/api/customers-billing/monthlyStatementList?customerId=${member}&count=2&page=2`,
    );
    expect(second.json()).toMatchObject({ data: [{ month: '2026-08' }], totalCount: 3, totalPages: 2 });
    const none = await get(`/api/customers-billing/monthlyStatementList?customerId=${quiet}`);
    expect(none.json()).toMatchObject({ data: [], totalCount: 0 });
  });

  it('streams the English statement: member, billing address, period, every line and the totals', async () => {
    const response = await get(
      `/api/customers-billing/genMonthlyStatement?customerId=${member}&month=2026-10&lang=en`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-2026-10-en\.pdf"/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [page, ...more] = await pdfText(response.rawPayload);
    expect(more).toEqual([]);
    for (const text of [
      'Monthly statement – October 2026',
      'Élise Gagnon',
      'Customer number: ST-1',
      '12-555 Rue Sainte-Catherine',
      'Montréal, QC',
      'Period: Oct 1, 2026 to Oct 31, 2026',
      'Account fee: Collection fee',
      '$35.00 $1.75 $36.75',
      'Fuel reimbursement',
      '-$20.00 -$1.00 -$21.00',
      'Subtotal $15.00',
      'GST 5% $0.75',
      'Total for the month $15.75',
      'Page 1 of 1',
    ]) {
      expect(page).toContain(text);
    }
    // September's line, though posted on October 1 in UTC.
    expect(page).not.toContain('Administration fee');
    const september = await get(
      `/api/customers-billing/genMonthlyStatement?customerId=${member}&month=2026-09&lang=en`,
    );
    const [septemberPage] = await pdfText(september.rawPayload);
    expect(septemberPage).toContain('Sep 30, 2026 Account fee: Administration fee $15.00 $0.75 $15.75');
  });

  it('streams the French statement with French words and amounts', async () => {
    const response = await get(
      `/api/customers-billing/genMonthlyStatement?customerId=${member}&month=2026-10&lang=fr`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-2026-10-fr\.pdf"/,
    );
    const [page] = await pdfText(response.rawPayload);
    for (const text of [
      'Relevé mensuel – octobre 2026',
      'Élise Gagnon',
      'Numéro de client : ST-1',
      'Période : du 1 oct. 2026 au 31 oct. 2026',
      'Frais de compte : Frais de recouvrement',
      '35,00 $ 1,75 $ 36,75 $',
      'Remboursement de carburant',
      '-20,00 $ -1,00 $ -21,00 $',
      'Sous-total 15,00 $',
      'TPS 5 % 0,75 $',
      'Total du mois 15,75 $',
      'Page 1 sur 1',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('runs many lines onto further pages, each numbered', async () => {
    const response = await get(
      `/api/customers-billing/genMonthlyStatement?customerId=${busy}&month=2026-03&lang=en`,
    );
    expect(response.statusCode).toBe(200);
    const pages = await pdfText(response.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, index) => {
      expect(text).toContain('Description');
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const all = pages.join(' ');
    expect(all.match(/Account fee: Administration fee/g)).toHaveLength(120);
    // 120 × $10 + (0 + … + 119) cents = $1,271.40, and 120 × $0.50 of GST.
    expect(all).toContain('Subtotal $1,271.40');
    expect(all).toContain('GST 5% $60.00');
    expect(pages.at(-1)).toContain('Total for the month $1,331.40');
  });

  it('shows what the member owes: opening balance, payments, closing balance and amount due, in English and French', async () => {
    const statement = async (month: string, lang: string) => {
      const response = await get(
        `/api/customers-billing/genMonthlyStatement?customerId=${payer}&month=${month}&lang=${lang}`,
      );
      expect(response.statusCode).toBe(200);
      return (await pdfText(response.rawPayload)).join(' ');
    };
    const october = await statement('2026-10', 'en');
    for (const text of [
      'Carshare',
      'GST/HST registration number: 123456789 RT0001',
      'Opening balance $105.00',
      'Charges and credits this month $21.00',
      'Payments received -$50.00',
      'Closing balance $76.00',
      'Amount due $76.00',
      'Account fee: Administration fee $20.00 $1.00 $21.00',
      'Total for the month $21.00',
      'Oct 10, 2026 Payment -$50.00',
      'Total payments -$50.00',
    ]) {
      expect(october).toContain(text);
    }
    expect(october).not.toContain('Credit on your account');
    const octobre = await statement('2026-10', 'fr');
    for (const text of [
      'Numéro d’inscription à la TPS/TVH : 123456789 RT0001',
      'Solde d’ouverture 105,00 $',
      'Frais et crédits du mois 21,00 $',
      'Paiements reçus -50,00 $',
      'Solde de clôture 76,00 $',
      'Montant dû 76,00 $',
    ]) {
      expect(octobre).toContain(text);
    }
    // November: paid more than was owed, so nothing is due and the credit is said.
    const november = await statement('2026-11', 'en');
    for (const text of [
      'Opening balance $76.00',
      'Charges and credits this month $0.00',
      'Payments received -$100.00',
      'Closing balance -$24.00',
      'Amount due $0.00',
      'Credit on your account $24.00',
      'No charge or credit this month.',
    ]) {
      expect(november).toContain(text);
    }
    expect(await statement('2026-11', 'fr')).toContain('Montant dû 0,00 $ Crédit à votre compte 24,00 $');
    // The latest month closes on the balance the Billing tab's summary shows.
    const summary = await get(`/api/customers-billing/balances?customerId=${payer}`);
    expect(summary.json()).toMatchObject({ balance: -24, charges: 126, credits: 0, payments: -150 });
  });

  it('prints every name in its script, right-to-left names right to left', async () => {
    const firstPage = async (script: keyof typeof named) => {
      const response = await get(
        `/api/customers-billing/genMonthlyStatement?customerId=${named[script]}&month=2026-10&lang=en`,
      );
      expect(response.statusCode).toBe(200);
      return (await pdfItems(response.rawPayload))[0]!;
    };
    // Right to left: the first name, read first, is drawn to the right of the last name.
    const [david, cohen] = wordPositions(await firstPage('hebrew'), ['דוד', 'כהן']);
    expect(david).toBeGreaterThan(cohen!);
    const [muhammad, ali] = wordPositions(await firstPage('arabic'), ['محمد', 'علي']);
    expect(muhammad).toBeGreaterThan(ali!);
    // Left to right, in their own fonts.
    const [xiaoming, wang] = wordPositions(await firstPage('chinese'), ['小明', '王']);
    expect(xiaoming).toBeLessThan(wang!);
    const [hanako, yamada] = wordPositions(await firstPage('japanese'), ['はなこ', '山田']);
    expect(hanako).toBeLessThan(yamada!);
    const [zoe, car, tremblay] = wordPositions(await firstPage('emoji'), ['Zoë', '🚗', 'Tremblay']);
    expect(zoe).toBeLessThan(car!);
    expect(car).toBeLessThan(tremblay!);
    expect((await firstPage('emoji')).map((item) => item.str).join('')).not.toContain('?');
  });

  it('answers 404 for a month without lines or an unknown member, 400 for a bad month or language', async () => {
    const empty = await get(
      `/api/customers-billing/genMonthlyStatement?customerId=${member}&month=2026-07&lang=en`,
    );
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toMatchObject({ messageKey: 'billing.statements.noLines' });
    const nobody = await get(
      '/api/customers-billing/genMonthlyStatement?customerId=999999&month=2026-10&lang=en',
    );
    expect(nobody.statusCode).toBe(404);
    for (const query of [
      'month=2026-13&lang=en',
      'month=2026-1&lang=en',
      'month=2026-10&lang=de',
      'month=2026-10',
    ]) {
      const bad = await get(`/api/customers-billing/genMonthlyStatement?customerId=${member}&${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
    const list = await get('/api/customers-billing/monthlyStatementList?customerId=abc');
    expect(list.statusCode).toBe(400);
  });

  it('is for the roles that see members and payments (spec point 6)', async () => {
    const statement = `/api/customers-billing/genMonthlyStatement?customerId=${member}&month=2026-10&lang=en`;
    const list = `/api/customers-billing/monthlyStatementList?customerId=${member}`;
    for (const url of [statement, list]) {
      expect((await get(url, ['SVC'])).statusCode).toBe(403);
      expect((await get(url, ['SUPPORT'])).statusCode).toBe(403);
      expect((await get(url, ['BI'])).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
