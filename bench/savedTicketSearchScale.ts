import { readFile } from 'node:fs/promises';
import type { LoadFigures } from './load.ts';

/** What `npm run bench:tickets` saved (bench/ticketSearchScale.ts). */
interface SavedTicketSearchScale {
  date: string;
  tickets: number;
  connections: number;
  machine: { loadAverage1m: { before: number; after: number } };
  targetPostgresP95Ms: number;
  missed: string[];
  filters: Record<string, { engines: Partial<Record<'pglite' | 'postgres', LoadFigures>> }>;
}

const FILE = 'bench/results/ticketSearchScale.json';

/**
 * Issue 9 point 8's figures for `npm run bench`: seeding 200,000 tickets takes minutes per
 * engine, so the bench prints the last saved run of `npm run bench:tickets` and says so.
 */
export const savedTicketSearchScale = async (): Promise<string[]> => {
  let saved: SavedTicketSearchScale;
  try {
    saved = JSON.parse(await readFile(FILE, 'utf8')) as SavedTicketSearchScale;
  } catch {
    return [`ticket search at scale: no ${FILE} yet (run npm run bench:tickets)`];
  }
  const { before, after } = saved.machine.loadAverage1m;
  const cell = (f: LoadFigures | undefined) =>
    f ? `${f.latencyMs.p50}/${f.latencyMs.p95}/${f.latencyMs.p99} ms` : '—';
  return [
    `ticket search at ${saved.tickets} tickets, c${saved.connections} p50/p95/p99 (saved by npm run bench:tickets ` +
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
