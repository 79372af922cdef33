import { isNorthAmericanPhone, normalizePhone } from '../formats.ts';

/**
 * How the member search reads text typed as staff type it (docs/architecture.md, Database notes): the home search
 * and the member search's free text `q`; the ticket pickers read names the same way.
 */

/**
 * A member field text can match: a prefix of the names, e-mail or phone, the end of the
 * phone, or the whole customer number.
 */
export type SearchField = 'lastName' | 'firstName' | 'email' | 'phone' | 'phoneEnding' | 'customerNumber';
interface SearchCondition {
  field: SearchField;
  value: string;
}
/** One way to read the text: conditions that must all hold. */
type SearchReading = SearchCondition[];

/** Fewer digits than this would match too many phones to tell anyone apart (one in a thousand). */
const PHONE_ENDING_MIN_DIGITS = 4;
/** A first name (or a last name written first) of up to this many words: every reading of longer text stays a handful. */
const LEADING_NAME_MAX_WORDS = 3;

interface NamePair {
  first: string;
  last: string;
}

/**
 * Words as a first name and a last name: split after the first, second or third word, the
 * first name first ("Alexandre Tremblay") or last ("Tremblay Alexandre"). Names keep their
 * hyphens and accents as typed ("Ji-woo Ahmadi"). No pair for a single word.
 */
export const namePairs = (text: string): NamePair[] => {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const splits = words
    .slice(1, LEADING_NAME_MAX_WORDS + 1)
    .map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')] as const);
  return [
    ...splits.map(([first, last]) => ({ first, last })),
    ...splits.map(([last, first]) => ({ first, last })),
  ];
};

/**
 * The ways free text can name a member, each tried in turn (the results list the first
 * reading's matches first):
 * - with an @, the start of an e-mail address;
 * - a 10-digit North American number (however punctuated), that phone;
 * - other digits, a customer number, or (4 digits or more) the end of a phone;
 * - one word, the start of a last name, a first name or an e-mail address ("atremblay");
 * - several words, a first and a last name in either order, each by its start.
 */
export const classifySearchText = (q: string): SearchReading[] => {
  const value = q.trim();
  if (value.includes('@')) return [[{ field: 'email', value }]];
  const digits = normalizePhone(value);
  if (/^\d+$/.test(digits)) {
    if (isNorthAmericanPhone(digits)) return [[{ field: 'phone', value: digits }]];
    const byNumber: SearchReading = [{ field: 'customerNumber', value }];
    return digits.length >= PHONE_ENDING_MIN_DIGITS
      ? [byNumber, [{ field: 'phoneEnding', value: digits }]]
      : [byNumber];
  }
  const pairs = namePairs(value);
  if (!pairs.length) return (['lastName', 'firstName', 'email'] as const).map((field) => [{ field, value }]);
  return pairs.map(({ first, last }) => [
    { field: 'firstName', value: first },
    { field: 'lastName', value: last },
  ]);
};
