import { dayOfPicked } from '../../domain/customers/alertExpiry.ts';

/** A day picker's Date as the YYYY-MM-DD the API takes, and back: promotion dates and the provider failures' date filters are days, not instants. */
export const dayInput = {
  parse: (value: unknown) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? dayOfPicked(value) : null,
  format: (value: unknown) => {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? null;
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day);
  },
};
