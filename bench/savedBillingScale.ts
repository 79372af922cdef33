import { readFile } from 'node:fs/promises';
import { timedCell as cell, type TimedFigures } from './timedRequests.ts';

/** What `npm run bench:billing` saved (bench/billingScale.ts). */
interface SavedBillingScale {
  date: string;
  concurrency: number;
  machine: { loadAverage1m: { before: number; after: number } };
  engines: {
    engine: string;
    totalCount: number;
    figures: Record<string, { oneAtATime: TimedFigures; concurrent: TimedFigures }>;
  }[];
}

const FILE = 'bench/results/billing.json';

/**
 * The Billing tab's figures for `npm run bench`: posting 2,000 lines through the API and
 * timing statements of them takes minutes per engine, so the bench prints the last saved run
 * of `npm run bench:billing` and says so.
 */
export const savedBillingScale = async (): Promise<string[]> => {
  let saved: SavedBillingScale;
  try {
    saved = JSON.parse(await readFile(FILE, 'utf8')) as SavedBillingScale;
  } catch {
    return [`billing at 2,000 lines: no ${FILE} yet (run npm run bench:billing)`];
  }
  const { before, after } = saved.machine.loadAverage1m;
  return [
    `billing tab, p50/p95/max one at a time and c${saved.concurrency} (saved by npm run bench:billing ` +
      `on ${saved.date}, load average ${before.toFixed(1)} → ${after.toFixed(1)}; not measured by this run):`,
    ...saved.engines.flatMap(({ engine, totalCount, figures }) => [
      `  ${engine}, a member with ${totalCount} lines:`,
      ...Object.entries(figures).map(
        ([name, { oneAtATime, concurrent }]) =>
          `    ${name.padEnd(28)} ${cell(oneAtATime).padEnd(26)} ${cell(concurrent)}`,
      ),
    ]),
  ];
};
