/** What a chart draws, whichever kind: its categories (days, weeks, cars) and a series per line or bar. */
export interface Drawing {
  categories: string[];
  series: { label: string; data: number[]; valueFormatter: (value: number | null) => string }[];
  height: number;
  horizontal?: boolean;
  /** The value axis's numbers, written in the reader's language as the table writes them. */
  axisFormatter: (value: number) => string;
}
