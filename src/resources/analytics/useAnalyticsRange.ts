import { useSearchParams } from 'react-router-dom';
import { defaultRange, rangeError } from '../../domain/analytics/analyticsRange.ts';

/** A day as the browser's calendar reads it, YYYY-MM-DD. */
export const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * The charts' range, kept in the URL (`?from=&to=`) so a chosen range can be shared and comes
 * back with the browser's Back; the last 30 days when the URL names none.
 */
export const useAnalyticsRange = () => {
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(localDay(new Date()));
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const change = (next: { from: string; to: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  return { from, to, error: rangeError(from, to), change };
};
