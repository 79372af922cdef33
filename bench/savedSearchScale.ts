import { readFile } from 'node:fs/promises';
import type { LoadFigures } from './load.ts';

/** What a scale bench saved (bench/ticketSearchScale.ts, bench/carSearchScale.ts). */
interface SavedSearchScale {
  date: string;
  connections: number;
  machine: { loadAverage1m: { before: number; after: number } };
  targetPostgresP95Ms: number;
  missed: string[];
  filters: Record<string, { engines: Partial<Record<'pglite' | 'postgres', LoadFigures>> }>;
}

/** A scale bench: its results file, its npm script, and the table it scales (a key of the file). */
interface ScaleBench {
  what: string;
  script: string;
  file: string;
  scaled: string;
}

export const TICKET_SCALE: ScaleBench = {
  what: 'ticket search',
  script: 'bench:tickets',
  file: 'bench/results/ticketSearchScale.json',
  scaled: 'tickets',
};
export const CAR_SCALE: ScaleBench = {
  what: 'car search',
  script: 'bench:cars',
  file: 'bench/results/carSearchScale.json',
  scaled: 'cars',
};

export const TRIP_SCALE: ScaleBench = {
  what: 'trip search',
  script: 'bench:trips',
  file: 'bench/results/tripSearchScale.json',
  scaled: 'trips',
};

/**
 * A scale bench's figures for `npm run bench` (200,000 tickets, 20,000 cars,
 * 200,000 trips): seeding them takes minutes per engine, so the bench prints the last saved run
 * of the bench's own script and says so.
 */
export const savedSearchScale = async ({ what, script, file, scaled }: ScaleBench): Promise<string[]> => {
  let saved: SavedSearchScale & Record<string, unknown>;
  try {
    saved = JSON.parse(await readFile(file, 'utf8')) as SavedSearchScale & Record<string, unknown>;
  } catch {
    return [`${what} at scale: no ${file} yet (run npm run ${script})`];
  }
  const { before, after } = saved.machine.loadAverage1m;
  const cell = (f: LoadFigures | undefined) =>
    f ? `${f.latencyMs.p50}/${f.latencyMs.p95}/${f.latencyMs.p99} ms` : '—';
  return [
    `${what} at ${String(saved[scaled])} ${scaled}, c${saved.connections} p50/p95/p99 (saved by npm run ${script} ` +
      `on ${saved.date}, load average ${before.toFixed(1)} → ${after.toFixed(1)}; not measured by this run):`,
    ...Object.entries(saved.filters).map(
      ([name, { engines }]) =>
        `  ${name.padEnd(20)} pglite ${cell(engines.pglite).padEnd(24)} postgres ${cell(engines.postgres)}`,
    ),
    saved.missed.length
      ? `  PostgreSQL p95 at or over ${saved.targetPostgresP95Ms} ms: ${saved.missed.join(', ')}`
      : `  PostgreSQL p95 under ${saved.targetPostgresP95Ms} ms for every filter`,
  ];
};
