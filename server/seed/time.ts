export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const YEAR = 365.25 * DAY;

const pad = (n: number) => String(n).padStart(2, '0');

/** A `date` column value; UTC so that the same instant gives the same day on every machine. */
export const isoDate = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Card expiry as printed on a card: MM/YY. `month` counts months since January 2000. */
export const cardExpiry = (month: number) => `${pad((month % 12) + 1)}/${pad(Math.floor(month / 12) % 100)}`;
export const monthIndex = (ms: number) => {
  const d = new Date(ms);
  return (d.getUTCFullYear() - 2000) * 12 + d.getUTCMonth();
};
