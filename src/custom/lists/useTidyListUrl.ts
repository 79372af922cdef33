import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withCurrentFilterNames } from '../../domain/savedSearches/savedSearch.ts';

/** What react-admin writes for "nothing chosen": an empty order, no filter, no extra filter shown. */
const isEmptyValue = (key: string, value: string) =>
  value === '' || ((key === 'filter' || key === 'displayedFilters') && value === '{}');

/** A `filter` or `displayedFilters` parameter under the filters' current names; as it is when it is not JSON. */
const currentNames = (value: string) => {
  try {
    const filters: unknown = JSON.parse(value);
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return value;
    const renamed = withCurrentFilterNames(filters as Record<string, unknown>);
    return renamed === filters ? value : JSON.stringify(renamed);
  } catch {
    return value;
  }
};

/**
 * The list's query string without react-admin's empty values (`sort=`, `filter={}`,
 * `displayedFilters={}`), without an order that orders nothing, and with a filter's former name
 * replaced by its current one; null when already tidy.
 */
export const tidyListSearch = (search: string): string | null => {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (isEmptyValue(key, value)) continue;
    if (key === 'order' && !params.get('sort')) continue;
    kept.append(key, key === 'filter' || key === 'displayedFilters' ? currentNames(value) : value);
  }
  return kept.toString() === params.toString() ? null : `?${kept.toString()}`;
};

/**
 * react-admin writes every list parameter into the URL on each change, empty or not; staff
 * copy and bookmark these addresses, so the list replaces them with only what was chosen.
 * The read side needs nothing: react-admin takes a missing parameter as its default.
 */
export const useTidyListUrl = () => {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const tidy = tidyListSearch(search);
    if (tidy !== null) navigate({ search: tidy }, { replace: true, state });
  }, [search, state, navigate]);
};
