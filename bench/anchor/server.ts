/**
 * The anchor: a bare Fastify + `pg` server — no auth, no validation, no
 * logging — running the product's own member-search SQL and answering the same JSON shape,
 * so the bench can measure what the product's auth, validation and response shaping cost.
 * Started by the bench with DATABASE_URL and PORT; prints the SQL it runs once, as one line.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { MEMBER_COUNT_CAP } from '../../src/domain/customers/customerSearchQuery.ts';
import { pageFields } from '../../src/domain/pagination.ts';
import { SEARCH_TOTAL, totalFromPage } from '../../server/repositories/pagedSearch.ts';
import { memberSearchStatements } from './memberSearchSql.ts';

interface CustomerRow {
  id: string;
  customer_number: string;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email: string;
  phone: string | null;
  home_city: string | null;
  home_province: string | null;
  account_status: string;
  suspension_status: string;
  outstanding_balance: string;
  created_at: Date;
  [SEARCH_TOTAL]: string;
}

// The product's list row (the bench checks that both answer the same JSON before loading them).
const toItem = (row: CustomerRow) => ({
  id: Number(row.id),
  customerNumber: row.customer_number,
  firstName: row.first_name,
  lastName: row.last_name,
  preferredName: row.preferred_name,
  emailAddress: row.email,
  phoneNumber: row.phone,
  city: row.home_city,
  province: row.home_province,
  accountStatus: row.account_status,
  accountSuspendStatus: row.suspension_status,
  outstandingBalanceAmount: Number(row.outstanding_balance),
  customerCreateDate: row.created_at.toISOString(),
});

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }); // the product's pool size
const statements = await memberSearchStatements(pool);
process.stdout.write(
  `ANCHOR_SQL ${JSON.stringify({ page: statements.page.sql, count: statements.count.sql })}\n`,
);

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get('/api/customer-process/searchCustomer', async (request) => {
  const query = request.query as Record<string, string>;
  const search = {
    lastName: query.lastName,
    page: Number(query.page ?? 1),
    count: Number(query.count ?? 25),
  };
  // As the product: the page with its count, and the count alone only when the page is empty.
  const rows = await pool.query<CustomerRow>(statements.page.sql, statements.page.parameters(search));
  const total =
    totalFromPage(search.page, search.count, rows.rows.length) ??
    Number(
      rows.rows.length
        ? rows.rows[0][SEARCH_TOTAL]
        : (await pool.query<{ total: string }>(statements.count.sql, statements.count.parameters(search)))
            .rows[0].total,
    );
  const capped = total > MEMBER_COUNT_CAP;
  return {
    data: rows.rows.map(toItem),
    ...pageFields(search.page, search.count, capped ? MEMBER_COUNT_CAP : total, capped),
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => pool.end()));
