/** What a chart draws, whichever kind: its categories (days, weeks, cars) and a series per line or bar. */
export interface Drawing {
  categories: string[];
  series: { label: string; data: number[]; valueFormatter: (value: number | null) => string }[];
  height: number;
  horizontal?: boolean;
  axisFormatter?: (value: number) => string;
}
