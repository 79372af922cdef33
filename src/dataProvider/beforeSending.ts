/** Spec point 5 "Before sending": digits-only text converts only when the field is a number. */
const NUMERIC = /^-?\d+(\.\d+)?$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Trims every text value, turns blanks into null and numeric-looking text into numbers for
 * the listed fields only, at any depth. Identifiers made of digits (phone, ICCID, customer
 * number...) are not listed, so they stay text: a 20-digit ICCID would lose digits as a number.
 */
export const beforeSending = (
  value: unknown,
  numericFields: ReadonlySet<string>,
  field?: string,
): unknown => {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return field !== undefined && numericFields.has(field) && NUMERIC.test(text) ? Number(text) : text;
  }
  if (Array.isArray(value)) return value.map((item) => beforeSending(item, numericFields, field));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, beforeSending(item, numericFields, key)]),
    );
  }
  return value;
};
