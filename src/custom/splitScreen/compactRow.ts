/** One line of a compact list: where it leads, what it is, and its facts in a smaller line. */
export interface CompactRow {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

/** A row's facts on one line, leaving out those it does not have. */
export const factsLine = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(' · ');
