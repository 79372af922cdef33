/**
 * Field formats shared by the forms and the server (spec point 5). Pure checks; the
 * message keys live with the schemas and inputs that use them.
 */

/** A North American number written as 10 digits: area code and exchange never start with 0 or 1. */
export const NORTH_AMERICAN_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;

export const isNorthAmericanPhone = (value: string): boolean => NORTH_AMERICAN_PHONE.test(value);

/** Spec point 5: the user name is lower-cased before sign-in (the pool stores e-mails in lower case). */
export const normalizeUsername = (username: string): string => username.trim().toLowerCase();
