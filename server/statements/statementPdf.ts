import PDFDocument from 'pdfkit';
import type { StatementOperator } from '../config.ts';
import { formatCurrency, formatDate, formatMonth } from '../../src/domain/formats.ts';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { type Cents, sumCents } from '../../src/domain/money.ts';
import { csvReader } from '../http/csvReader.ts';
import type { Statement, StatementLine } from '../repositories/statements.ts';
import { type TextStyle, type Placement, writeText } from './scriptRuns.ts';

/** US Letter in points, as Canadian statements are printed. */
const MARGIN = 50;
const PAGE = { width: 612, height: 792 };
const RIGHT = PAGE.width - MARGIN;
const ROW = 16;
/** Room kept under the last row for the page number. */
const BOTTOM = PAGE.height - MARGIN - ROW;
/** The account summary's column, beside the member's address. */
const SUMMARY = { x: 330, amountX: 485 };

type Column = 'date' | 'description' | 'amount' | 'tax' | 'total';
const COLUMNS: ReadonlyArray<{ key: Column; x: number; width: number; align: 'left' | 'right' }> = [
  { key: 'date', x: MARGIN, width: 80, align: 'left' },
  { key: 'description', x: 135, width: 215, align: 'left' },
  { key: 'amount', x: 355, width: 65, align: 'right' },
  { key: 'tax', x: 425, width: 55, align: 'right' },
  { key: 'total', x: 485, width: RIGHT - 485, align: 'right' },
];

const daysIn = (month: string): number => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
};

/**
 * Spec point 3, Billing statement: one month of a member's ledger as a PDF in `lang` — the
 * operator and its GST/HST number, the member, the billing address, the period, the account
 * (opening balance, the month's charges and credits, payments received, closing balance and
 * amount due), every charge and credit (date, description, amount, tax, total) with subtotal,
 * GST and total, then the payments received. Rows run onto new pages under the column
 * headings, and each page is numbered. The document is ended: the caller sends it as it is read.
 */
export function statementPdf(
  statement: Statement,
  month: string,
  lang: ExportLanguage,
  operator: StatementOperator,
): PDFKit.PDFDocument {
  const { translate, zone } = csvReader({ lang, tz: statement.zone });
  const t = (key: string, args?: Record<string, unknown>) => translate(`billing.statements.pdf.${key}`, args);
  const money = (cents: Cents) => formatCurrency(cents / 100, lang);
  const title = `${t('title')} – ${formatMonth(month, lang)}`;
  const { account } = statement;

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} – ${statement.memberName}`, Author: operator.name },
  });
  const write = (text: string, style: TextStyle, place: Placement) => writeText(doc, text, style, place);
  const cells = (
    values: Partial<Record<Column, string>>,
    y: number,
    weight: TextStyle['weight'] = 'regular',
  ) => {
    for (const { key, x, width, align } of COLUMNS) {
      const value = values[key];
      if (value !== undefined) write(value, { size: 9, weight }, { x, y, width, align });
    }
  };
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
  const headings = (y: number) => {
    cells(
      {
        date: t('columns.date'),
        description: t('columns.description'),
        amount: t('columns.amount'),
        tax: t('columns.tax'),
        total: t('columns.total'),
      },
      y,
      'bold',
    );
    rule(y + ROW - 2);
    return y + ROW + 2;
  };
  /** The next row's top, on a new page under the headings when this one is full. */
  const room = (y: number, rows: number) => {
    if (y + ROW * rows <= BOTTOM) return y;
    doc.addPage();
    write(`${title} – ${statement.memberName}`, { size: 9 }, { x: MARGIN, y: MARGIN });
    return headings(MARGIN + 24);
  };
  const sum = (label: string, cents: Cents, y: number, weight: TextStyle['weight'] = 'regular') => {
    write(label, { size: 10, weight }, { x: 280, y, width: 200, align: 'right' });
    write(money(cents), { size: 10, weight }, { x: 485, y, width: RIGHT - 485, align: 'right' });
  };

  write(title, { size: 16, weight: 'bold' }, { x: MARGIN, y: MARGIN });
  write(operator.name, { size: 9, weight: 'bold' }, { x: MARGIN, y: MARGIN + 24 });
  write(t('gstNumber', { number: operator.gstNumber }), { size: 9 }, { x: MARGIN, y: MARGIN + 36 });

  const top = MARGIN + 62;
  let y = top;
  for (const line of [
    statement.memberName,
    t('customerNumber', { number: statement.customerNumber }),
    ...statement.address,
  ]) {
    write(line, { size: 10 }, { x: MARGIN, y, width: SUMMARY.x - MARGIN - 10 });
    y += 14;
  }
  y += 6;
  write(
    t('period', {
      from: formatDate(`${month}-01`, lang),
      to: formatDate(`${month}-${String(daysIn(month)).padStart(2, '0')}`, lang),
    }),
    { size: 10 },
    { x: MARGIN, y },
  );

  // The account beside the member: what they owe is the first thing read.
  const summaryRows: Array<[string, Cents, TextStyle['weight']]> = [
    [t('opening'), account.opening, 'regular'],
    [t('chargesAndCredits'), sumCents([account.month.charges, account.month.credits]), 'regular'],
    [t('paymentsReceived'), account.month.payments, 'regular'],
    [t('closing'), account.closing, 'bold'],
    [t('amountDue'), account.amountDue, 'bold'],
  ];
  if (account.closing < 0) summaryRows.push([t('creditBalance'), -account.closing, 'regular']);
  write(t('summary'), { size: 10, weight: 'bold' }, { x: SUMMARY.x, y: top });
  let summaryY = top + ROW;
  for (const [label, cents, weight] of summaryRows) {
    write(label, { size: 9, weight }, { x: SUMMARY.x, y: summaryY, width: SUMMARY.amountX - SUMMARY.x - 5 });
    write(
      money(cents),
      { size: 9, weight },
      { x: SUMMARY.amountX, y: summaryY, width: RIGHT - SUMMARY.amountX, align: 'right' },
    );
    summaryY += 14;
  }

  const charges = statement.lines.filter((line) => line.kind !== 'payment');
  const payments = statement.lines.filter((line) => line.kind === 'payment');
  y = Math.max(y + ROW, summaryY) + 16;
  write(t('charges'), { size: 11, weight: 'bold' }, { x: MARGIN, y });
  y = headings(y + ROW + 2);
  if (charges.length === 0) {
    write(t('noCharges'), { size: 9 }, { x: COLUMNS[1]!.x, y });
    y += ROW;
  }
  for (const line of charges) {
    y = room(y, 1);
    cells(
      {
        date: formatDate(line.postedAt, lang, { zone }),
        description: describe(line, translate),
        amount: money(line.amount),
        tax: money(line.tax),
        total: money(line.amount + line.tax),
      },
      y,
    );
    y += ROW;
  }
  const subtotal = sumCents(charges.map((line) => line.amount));
  const gst = sumCents(charges.map((line) => line.tax));
  y = room(y, 4);
  rule(y);
  y += 6;
  sum(t('subtotal'), subtotal, y);
  sum(t('gst'), gst, y + ROW);
  sum(t('total'), subtotal + gst, y + 2 * ROW, 'bold');
  y += 3 * ROW + 12;

  if (payments.length > 0) {
    y = room(y, 3);
    write(t('paymentsReceived'), { size: 11, weight: 'bold' }, { x: MARGIN, y });
    y += ROW + 4;
    for (const line of payments) {
      y = room(y, 1);
      cells(
        {
          date: formatDate(line.postedAt, lang, { zone }),
          description: describe(line, translate),
          total: money(line.amount + line.tax),
        },
        y,
      );
      y += ROW;
    }
    y = room(y, 2);
    rule(y);
    sum(t('paymentsTotal'), account.month.payments, y + 6, 'bold');
  }

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // Writing under the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    write(
      t('page', { page: page + 1, pages: count }),
      { size: 8 },
      { x: MARGIN, y: PAGE.height - MARGIN, width: RIGHT - MARGIN, align: 'right' },
    );
  }
  doc.end();
  return doc;
}

/** A line as the member reads it: what made it, by the trip or fee it names. */
function describe(line: StatementLine, translate: (key: string, args?: Record<string, unknown>) => string) {
  const fee = line.feeCode ? translate(`billing.fees.${line.feeCode}`, { _: line.feeCode }) : '';
  return translate(`billing.statements.pdf.lines.${line.kind}`, { trip: line.tripId ?? '', fee });
}
