import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { LedgerKind } from '../../src/domain/billing/ledger.ts';
import { type MonthAccount, monthAccount } from '../../src/domain/billing/ledgerTotals.ts';
import type { MonthlyStatementList, MonthlyStatementListQuery } from '../../src/domain/billing/statements.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/customers/memberTimeZone.ts';
import { type Cents, sumCents, toCents } from '../../src/domain/money.ts';
import { customerFullName } from '../../src/domain/names.ts';
import { COUNT_CAP, pageFields } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';
import { ledgerSums } from './billing/ledgerSums.ts';
import { memberZoneOf } from './customers/alerts.ts';

/**
 * Spec point 3, Billing statement: a member's ledger (migration 104) by calendar month in the
 * member's time zone. Read only: a statement is made from the lines each time it is asked for.
 */

/** The member's lines with the month each falls in, in `zone`. */
const linesByMonth = (db: Kysely<Database>, customerId: string, zone: string) =>
  db
    .selectFrom('ledger_lines')
    .where('customer_id', '=', customerId)
    .select([
      sql<string>`to_char(posted_at AT TIME ZONE ${zone}, 'YYYY-MM')`.as('month'),
      sql<string>`amount + tax`.as('total'),
    ])
    .as('lines');

/**
 * Spec 7 /customers-billing/monthlyStatementList: the months that have lines, newest first,
 * each with its lines summed by SQL; an unknown member has none. The count stops at the cap
 * as other lists' do, though a member's months are a few hundred at most.
 */
export async function monthlyStatements(
  db: Kysely<Database>,
  { customerId, page, count }: MonthlyStatementListQuery,
): Promise<MonthlyStatementList> {
  const zone = (await memberZoneOf(db, customerId)) ?? DEFAULT_TIME_ZONE;
  const months = db
    .selectFrom(linesByMonth(db, customerId, zone))
    .select(['lines.month', sql<string>`sum(lines.total)`.as('amount')])
    .groupBy('lines.month');
  const [rows, counted] = await Promise.all([
    months
      .orderBy('lines.month', 'desc')
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    db
      .selectFrom(months.limit(COUNT_CAP + 1).as('months'))
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.total);
  const capped = total > COUNT_CAP;
  return {
    data: rows.map((row) => ({ month: row.month, amount: Number(row.amount) })),
    ...pageFields(page, count, capped ? COUNT_CAP : total, capped),
  };
}

/** One line as a statement prints it. */
export interface StatementLine {
  postedAt: Date;
  kind: LedgerKind;
  amount: Cents;
  tax: Cents;
  tripId: string | null;
  /** A fee's code; a reversal's is the fee it takes back. */
  feeCode: string | null;
}

export interface Statement {
  memberName: string;
  customerNumber: string;
  /** The billing address (the home address when the member says they are the same), a line each. */
  address: string[];
  /** The member's zone: the month's bounds and the lines' dates are read in it. */
  zone: string;
  lines: StatementLine[];
  /** Opening balance, the month's charges, credits and payments, closing balance and amount due. */
  account: MonthAccount;
}

const addressLines = (parts: {
  unit: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}): string[] =>
  [
    [parts.unit, parts.line1].filter(Boolean).join('-'),
    parts.line2,
    [parts.city, parts.province].filter(Boolean).join(', '),
    [parts.postalCode, parts.country].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));

/** The month's lines, from `start` (its first midnight in `zone`) to the next month's. */
const monthLines = (
  db: Kysely<Database>,
  customerId: string,
  start: RawBuilder<Date>,
  first: RawBuilder<Date>,
  zone: string,
) =>
  db
    .selectFrom('ledger_lines')
    .select([
      'ledger_lines.posted_at',
      'ledger_lines.kind',
      'ledger_lines.amount',
      'ledger_lines.tax',
      'ledger_lines.trip_id',
      'ledger_lines.fee_code',
    ])
    .where('ledger_lines.customer_id', '=', customerId)
    .where('ledger_lines.posted_at', '>=', start)
    .where('ledger_lines.posted_at', '<', sql<Date>`(${first} + interval '1 month') AT TIME ZONE ${zone}`)
    .orderBy('ledger_lines.posted_at')
    .orderBy('ledger_lines.id')
    .execute();

/**
 * The member, their lines of `month` (`YYYY-MM`) in posting order and the month's account, or
 * undefined when no member has that id. The month's bounds are midnights in the member's zone,
 * computed by SQL so the index on (customer_id, posted_at) bounds the read; the opening balance
 * is the lines before the month summed by SQL.
 */
export async function statementOf(
  db: Kysely<Database>,
  customerId: string,
  month: string,
): Promise<Statement | undefined> {
  const zone = await memberZoneOf(db, customerId);
  if (zone === undefined) return undefined;
  const member = await db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const first = sql<Date>`${`${month}-01`}::timestamp`;
  const start = sql<Date>`${first} AT TIME ZONE ${zone}`;
  const [before, rows] = await Promise.all([
    ledgerSums(db, customerId, start),
    monthLines(db, customerId, start, first, zone),
  ]);
  const lines = rows.map((line) => ({
    postedAt: new Date(line.posted_at),
    kind: line.kind as LedgerKind,
    amount: toCents(line.amount),
    tax: toCents(line.tax),
    tripId: line.trip_id === null ? null : String(line.trip_id),
    feeCode: line.fee_code,
  }));
  const billing = member.billing_same ? 'home' : 'billing';
  return {
    memberName: customerFullName({
      firstName: member.first_name,
      preferredName: member.preferred_name,
      lastName: member.last_name,
    }),
    customerNumber: member.customer_number,
    address: addressLines({
      unit: member[`${billing}_unit`],
      line1: member[`${billing}_line1`],
      line2: member[`${billing}_line2`],
      city: member[`${billing}_city`],
      province: member[`${billing}_province`],
      postalCode: member[`${billing}_postal_code`],
      country: member[`${billing}_country`],
    }),
    zone,
    lines,
    account: monthAccount(
      before,
      lines.map((line) => ({ kind: line.kind, total: sumCents([line.amount, line.tax]) })),
    ),
  };
}
