/** Spec point 9: elapsed time is shown as days, hours, minutes and seconds. */
export interface ElapsedParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units of a duration in milliseconds; a negative duration counts as none. */
export const elapsedParts = (milliseconds: number): ElapsedParts => {
  let rest = Math.max(0, Math.floor((Number.isFinite(milliseconds) ? milliseconds : 0) / 1000));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
};

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * "2 d 3 h 0 min 5 s" (French "2 j 3 h 0 min 5 s"): units from the first one that is not zero
 * down to seconds, so a short wait reads "45 s" and a long one keeps its scale. `translate`
 * is the app's (keys forms.elapsed.*, with %{count}).
 */
export const formatElapsed = (
  milliseconds: number,
  translate: (key: string, options: { count: number }) => string,
): string => {
  const parts = elapsedParts(milliseconds);
  const first = UNITS.findIndex((unit) => parts[unit] > 0);
  return UNITS.slice(first === -1 ? UNITS.length - 1 : first)
    .map((unit) => translate(`forms.elapsed.${unit}`, { count: parts[unit] }))
    .join(' ');
};

/** Elapsed time between two instants (the second defaults to now). */
export const elapsedBetween = (
  from: Date | string | number,
  to: Date | string | number = Date.now(),
): number => new Date(to).getTime() - new Date(from).getTime();
