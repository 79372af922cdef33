import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../server/seed/index.ts';

/**
 * Members whose names a spreadsheet would run as formulas: the CSV export must neutralise
 * them. No route creates members, so they go into the database before the product opens it.
 */
export const FORMULA_MEMBERS = [
  { customerNumber: 'E2E-F1', firstName: 'Formula', lastName: '=Formula', email: 'f1.e2e@example.com' },
  { customerNumber: 'E2E-F2', firstName: '@Formula', lastName: '=Formulaic', email: 'f2.e2e@example.com' },
];
/** A filter that matches exactly the members above. */
export const FORMULA_FILTER = { lastName: '=Formula' };

/** The demo data the product would load (SEED members), plus the formula members. */
export const prepareData = async (dataDir: string, members: number) => {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await seedDatabase(database, { members });
    await database.db
      .insertInto('customers')
      .values(
        FORMULA_MEMBERS.map((m) => ({
          customer_number: m.customerNumber,
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
        })),
      )
      .execute();
  } finally {
    await database.close();
  }
};
