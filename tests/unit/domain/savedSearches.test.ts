import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_FILTERS_MAX,
  SAVED_SEARCH_LABEL_MAX,
  SAVED_SEARCH_PICKS_MAX,
  savedQueryValue,
  savedSearchCreate,
} from '../../../src/domain/savedSearches/savedSearch.ts';

const VALUE = {
  filter: { status: ['New', 'Open'], q: 'brakes', closed: false },
  sort: { field: 'createDateTime', order: 'DESC' },
  perPage: 25,
  displayedFilters: { q: true },
};

const keyOf = (input: unknown) => {
  const result = savedSearchCreate.safeParse(input);
  return result.success ? 'ok' : result.error.issues[0]!.message;
};
const valueKey = (value: object) =>
  keyOf({ resource: 'tickets', label: 'Mine', value: { ...VALUE, ...value } });

describe('a saved search, its name and its value within bounds', () => {
  it('takes react-admin’s saved query of a known list under a trimmed name', () => {
    const parsed = savedSearchCreate.parse({ resource: 'customers', label: '  Vancouver  ', value: VALUE });
    expect(parsed).toEqual({ resource: 'customers', label: 'Vancouver', value: VALUE });
    expect(keyOf({ resource: 'nowhere', label: 'Mine', value: VALUE })).toBe('validation.invalid');
  });

  it(`names it with 1 to ${SAVED_SEARCH_LABEL_MAX} characters the database can keep`, () => {
    const named = (label: string) => keyOf({ resource: 'tickets', label, value: VALUE });
    expect(named('x'.repeat(SAVED_SEARCH_LABEL_MAX))).toBe('ok');
    expect(named('x'.repeat(SAVED_SEARCH_LABEL_MAX + 1))).toBe('validation.maxLength');
    expect(named('   ')).toBe('validation.required');
    expect(named('a\u0000b')).toBe('validation.characters');
  });

  it('holds flat filters of text, numbers, yes/no and picks, a known order and a page size up to 100', () => {
    expect(valueKey({ perPage: 100 })).toBe('ok');
    expect(valueKey({ perPage: 101 })).not.toBe('ok');
    expect(valueKey({ perPage: 0 })).not.toBe('ok');
    expect(valueKey({ sort: { field: 'id', order: 'UP' } })).not.toBe('ok');
    expect(valueKey({ filter: { q: { gte: 1 } } })).not.toBe('ok');
    expect(valueKey({ filter: { q: 'a\u0000b' } })).toBe('validation.characters');
    expect(valueKey({ displayedFilters: { q: 'yes' } })).not.toBe('ok');
  });

  it(`keeps a search small: ${SAVED_SEARCH_FILTERS_MAX} filters, ${SAVED_SEARCH_PICKS_MAX} picks, 4,000 characters`, () => {
    const filters = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
    expect(valueKey({ filter: filters(SAVED_SEARCH_FILTERS_MAX) })).toBe('ok');
    expect(valueKey({ filter: filters(SAVED_SEARCH_FILTERS_MAX + 1) })).toBe('savedSearches.tooLarge');
    const picks = (n: number) => ({ status: Array.from({ length: n }, () => 'New') });
    expect(valueKey({ filter: picks(SAVED_SEARCH_PICKS_MAX) })).toBe('ok');
    expect(valueKey({ filter: picks(SAVED_SEARCH_PICKS_MAX + 1) })).not.toBe('ok');
    const long = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 'x'.repeat(400)]));
    expect(savedQueryValue.safeParse({ ...VALUE, filter: long }).error?.issues[0]?.message).toBe(
      'savedSearches.tooLarge',
    );
  });
});
