import { z } from 'zod';
import { EXPORT_LANGUAGES, type ExportLanguage } from '../exportQuery.ts';
import { bigserialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { storableString } from '../validation.ts';

/**
 * Spec point 3, Billing statement (docs/architecture.md, Statements): a calendar month of a member's ledger,
 * read in the member's time zone (memberTimeZone.ts), downloadable in English or French.
 */

/** A calendar month, `YYYY-MM`, within the years a date may hold (1900 to 9999). */
const MONTH = /^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/;
export const statementMonth = storableString({ error: 'validation.month' }).regex(MONTH, 'validation.month');

/** GET /customers-billing/monthlyStatementList: the member's months with ledger lines, newest first. */
export const monthlyStatementListQuery = z.object({
  customerId: bigserialId('validation.customer'),
  ...pageQuery,
});
export type MonthlyStatementListQuery = z.output<typeof monthlyStatementListQuery>;

export const monthlyStatementRow = z.object({
  month: statementMonth,
  amount: z.number().describe("the month's lines summed, tax included: a decimal with two places"),
});
export type MonthlyStatementRow = z.infer<typeof monthlyStatementRow>;

export const monthlyStatementList = paginated(monthlyStatementRow);
export type MonthlyStatementList = z.infer<typeof monthlyStatementList>;

/** GET /customers-billing/genMonthlyStatement: one month's statement as a PDF, in one language. */
export const genMonthlyStatementQuery = z.object({
  customerId: bigserialId('validation.customer'),
  month: statementMonth,
  lang: z.enum(EXPORT_LANGUAGES, { error: 'validation.language' }),
});

/** The name a statement downloads under; the web app names it too, for 'Download Failed'. */
export const statementFileName = (month: string, lang: ExportLanguage): string =>
  `statement-${month}-${lang}.pdf`;
