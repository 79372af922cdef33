import { describe, expect, it } from 'vitest';
import { tidyListSearch } from '../../../src/custom/lists/useTidyListUrl.ts';

const search = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('a list address keeps only what was chosen', () => {
  it("drops react-admin's empty values", () => {
    expect(tidyListSearch(search({ filter: '{}', sort: '', order: 'ASC', page: '2' }))).toBe('?page=2');
    expect(tidyListSearch(search({ page: '2' }))).toBeNull();
  });

  it('reads a filter bookmarked under its former name under its current one (spec 2, the suspension filter)', () => {
    const tidy = tidyListSearch(
      search({
        filter: '{"suspensionStatus":"SUSPENDED-OSB"}',
        displayedFilters: '{"suspensionStatus":true}',
      }),
    );
    const params = new URLSearchParams(tidy ?? '');
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ accountSuspendStatus: 'SUSPENDED-OSB' });
    expect(JSON.parse(params.get('displayedFilters') ?? '')).toEqual({ accountSuspendStatus: true });
    expect(tidyListSearch(tidy ?? '')).toBeNull();
    expect(tidyListSearch(search({ filter: 'not json' }))).toBeNull();
  });
});
