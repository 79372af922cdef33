import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What react-admin writes for "nothing chosen": an empty order, no filter, no extra filter shown. */
const isEmptyValue = (key: string, value: string) =>
  value === '' || ((key === 'filter' || key === 'displayedFilters') && value === '{}');

/**
 * The list's query string without react-admin's empty values (`sort=`, `filter={}`,
 * `displayedFilters={}`), and without an order that orders nothing; null when already tidy.
 */
export const tidyListSearch = (search: string): string | null => {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (isEmptyValue(key, value)) continue;
    if (key === 'order' && !params.get('sort')) continue;
    kept.append(key, value);
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
