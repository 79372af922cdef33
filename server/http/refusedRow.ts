import { HttpError } from './httpError.ts';

/** English descriptions of a batch writer's refusals, for the screens that show the server's words. */
const DESCRIPTIONS: Record<string, string> = {
  'freeMinutes.errors.expiryDatePast': "The expiry date has already passed in the member's time zone",
  'freeMinutes.errors.unknownCustomer': 'No member has this id',
  'freeMinutes.errors.unknownRegion': 'One of the regions does not exist',
  'freeMinutes.errors.unknownTicket': 'No ticket has this number',
  'applyPromo.errors.invalidCode': 'Invalid promo code',
  'applyPromo.errors.alreadyApplied': 'This promo code has already been applied to this member',
  'applyPromo.errors.usesExhausted': 'This promo code has reached its number of uses',
  'applyPromo.errors.notStarted': 'This promo code has not started yet',
};

/** One refused row of a form's single-row batch, as the house's error: its key, its words, its field. */
export const refusedRow = (statusCode: number, { field, message }: { field: string; message: string }) =>
  new HttpError(statusCode, message, DESCRIPTIONS[message] ?? message, { [field]: message });
