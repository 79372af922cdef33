import PDFDocument from 'pdfkit';
import { formatCurrency, formatDate, formatMonth } from '../../src/domain/formats.ts';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { type Cents, sumCents } from '../../src/domain/money.ts';
import { csvReader } from '../http/csvReader.ts';
import type { Statement, StatementLine } from '../repositories/statements.ts';
import { winAnsi } from './winAnsi.ts';

/** US Letter in points, as Canadian statements are printed. */
const MARGIN = 50;
const PAGE = { width: 612, height: 792 };
const RIGHT = PAGE.width - MARGIN;
const ROW = 16;
/** Room kept under the last row for the page number. */
const BOTTOM = PAGE.height - MARGIN - ROW;

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
 * member, the billing address, the period, every line (date, description, amount, tax, total),
 * then subtotal, GST and total. Rows run onto new pages under the column headings, and each
 * page is numbered. The document is ended: the caller sends it as it is read.
 */
export function statementPdf(statement: Statement, month: string, lang: ExportLanguage): PDFKit.PDFDocument {
  const { translate, zone } = csvReader({ lang, tz: statement.zone });
  const t = (key: string, args?: Record<string, unknown>) => translate(`billing.statements.pdf.${key}`, args);
  const money = (cents: Cents) => formatCurrency(cents / 100, lang);
  const title = `${t('title')} – ${formatMonth(month, lang)}`;

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: winAnsi(`${title} – ${statement.memberName}`) },
  });
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(winAnsi(text), x, y, { lineBreak: false, ...options });
  const cells = (values: Record<Column, string>, y: number) => {
    for (const { key, x, width, align } of COLUMNS)
      write(values[key], x, y, { width, align, height: ROW - 4, ellipsis: true });
  };
  const rule = (y: number) => doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();

  const headings = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    cells(
      {
        date: t('columns.date'),
        description: t('columns.description'),
        amount: t('columns.amount'),
        tax: t('columns.tax'),
        total: t('columns.total'),
      },
      y,
    );
    rule(y + ROW - 4);
    doc.font('Helvetica');
    return y + ROW;
  };

  doc.font('Helvetica-Bold').fontSize(16);
  write(title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10);
  let y = MARGIN + 30;
  for (const line of [
    statement.memberName,
    t('customerNumber', { number: statement.customerNumber }),
    ...statement.address,
  ]) {
    write(line, MARGIN, y);
    y += 14;
  }
  y += 6;
  write(
    t('period', {
      from: formatDate(`${month}-01`, lang),
      to: formatDate(`${month}-${String(daysIn(month)).padStart(2, '0')}`, lang),
    }),
    MARGIN,
    y,
  );
  y = headings(y + 28);

  for (const line of statement.lines) {
    if (y + ROW > BOTTOM) {
      doc.addPage();
      doc.font('Helvetica').fontSize(9);
      write(`${title} – ${statement.memberName}`, MARGIN, MARGIN);
      y = headings(MARGIN + 24);
    }
    doc.fontSize(9);
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

  const subtotal = sumCents(statement.lines.map((line) => line.amount));
  const gst = sumCents(statement.lines.map((line) => line.tax));
  const totals: Array<[string, Cents]> = [
    [t('subtotal'), subtotal],
    [t('gst'), gst],
    [t('total'), subtotal + gst],
  ];
  if (y + ROW * (totals.length + 1) > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  rule(y);
  y += 6;
  totals.forEach(([label, cents], index) => {
    doc.font(index === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    write(label, 300, y, { width: 180, align: 'right' });
    write(money(cents), 485, y, { width: RIGHT - 485, align: 'right' });
    y += ROW;
  });

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // Writing under the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8);
    write(t('page', { page: page + 1, pages: count }), MARGIN, PAGE.height - MARGIN, {
      width: RIGHT - MARGIN,
      align: 'right',
    });
  }
  doc.end();
  return doc;
}

/** A line as the member reads it: what made it, by the trip or fee it names. */
function describe(line: StatementLine, translate: (key: string, args?: Record<string, unknown>) => string) {
  const fee = line.feeCode ? translate(`billing.fees.${line.feeCode}`, { _: line.feeCode }) : '';
  return translate(`billing.statements.pdf.lines.${line.kind}`, { trip: line.tripId ?? '', fee });
}
