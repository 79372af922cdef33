import { HttpError } from './httpError.ts';
import { csvReader } from './csvReader.ts';

const english = csvReader({ lang: 'en' }).translate;

/**
 * One refused row of a form's single-row batch, as the house's error: its key, the English
 * text of that key (the Apply promo code modal shows the server's description), its field.
 */
export const refusedRow = (statusCode: number, { field, message }: { field: string; message: string }) =>
  new HttpError(statusCode, message, english(message), { [field]: message });
