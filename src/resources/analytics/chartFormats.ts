import { formatCompactCurrency, formatCurrency, formatNumber } from '../../domain/formats.ts';

type Format = (value: number, locale: string) => string;

const whole: Format = (value, locale) => formatNumber(value, locale, 0);
const hours: Format = (value, locale) => formatNumber(value, locale, 2);
const percent: Format = (value, locale) => `${formatNumber(value * 100, locale, 2)} %`;

/** How the table and the chart's labels write a column's numbers (as the app writes money and counts). */
export const COLUMN_FORMATS: Partial<Record<string, Format>> = {
  trips: whole,
  revenue: formatCurrency,
  tax: formatCurrency,
  busyHours: hours,
  share: percent,
  members: whole,
  opened: whole,
  closed: whole,
};

/** A cell as the table writes it; text columns (days, cities, plates) stay as they are. */
export const formatCell = (column: string, value: unknown, locale: string): string => {
  const format = COLUMN_FORMATS[column];
  return format && typeof value === 'number' ? format(value, locale) : String(value);
};

/** A value axis's numbers: money compact, so "$12,345.00" is not cut to "$12…" in the margin. */
export const formatAxis = (column: string, value: number, locale: string): string =>
  COLUMN_FORMATS[column] === formatCurrency
    ? formatCompactCurrency(value, locale)
    : formatCell(column, value, locale);
