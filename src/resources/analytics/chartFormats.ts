type Format = (value: number, locale: string) => string;

const whole: Format = (value, locale) => new Intl.NumberFormat(locale).format(value);
const money: Format = (value, locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(value);
const hours: Format = (value, locale) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
const percent: Format = (value, locale) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);

/** How the table and the chart's labels write a column's numbers; text columns stay as they are. */
export const COLUMN_FORMATS: Partial<Record<string, Format>> = {
  trips: whole,
  revenue: money,
  tax: money,
  busyHours: hours,
  share: percent,
  members: whole,
  opened: whole,
  closed: whole,
};

export const formatCell = (column: string, value: unknown, locale: string): string => {
  const format = COLUMN_FORMATS[column];
  return format && typeof value === 'number' ? format(value, locale) : String(value);
};
