/**
 * `npm run bench:saves` (spec 3, 8, 9): a member's status, RFID and profile saves in Chromium,
 * each timed from the click to the PATCH leaving the page and to the notification showing,
 * with the main thread's long tasks per save. `--hog` runs a busy process per core beside it,
 * as a loaded machine would; `--repetitions=N` (20 by default) saves of each kind. On PGlite
 * with the demo data (kept in data/bench-saves between runs); writes
 * bench/results/saveLatency.json, or saveLatency.hog.json with `--hog`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { startProduct } from '../tests/support/startProduct.ts';
import { measureSaves, SAVE_KINDS, SAVE_TARGETS_MS, type SaveSample } from './saveTimings.ts';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const figuresOf = (samples: SaveSample[]) => {
  const of = (pick: (s: SaveSample) => number) => samples.map(pick);
  const spread = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95) });
  const mean = (values: number[]) => Number((values.reduce((a, b) => a + b, 0) / values.length).toFixed(1));
  return {
    saves: samples.length,
    requestSentMs: spread(of((s) => s.requestSentMs)),
    answeredMs: spread(of((s) => s.answeredMs)),
    notificationMs: spread(of((s) => s.notificationMs)),
    longTasksPerSave: {
      beforeNotification: mean(of((s) => s.longTasksBefore)),
      untilQuiet: mean(of((s) => s.longTasks)),
    },
    longTaskMsPerSave: mean(of((s) => s.longTaskMs)),
  };
};

/** A busy loop per core, so the browser and the server share the CPU as on a loaded machine. */
const startHog = (): ChildProcess[] =>
  cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

const main = async () => {
  const hog = process.argv.includes('--hog');
  const repetitions = Number(/--repetitions=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 20);
  const product = await startProduct(
    { DATA_DIR: 'data/bench-saves', SEED: '20000' },
    // A first run builds the web app and seeds the demo data, minutes on a loaded machine.
    { healthTimeoutMs: 900_000 },
  );
  const hogs = hog ? startHog() : [];
  const loadBefore = loadavg()[0];
  try {
    const { memberId, samples } = await measureSaves(product.baseUrl, repetitions);
    const loadAfter = loadavg()[0];
    const kinds = Object.fromEntries(
      SAVE_KINDS.map((kind) => [kind, figuresOf(samples.filter((s) => s.kind === kind))]),
    );
    for (const [kind, f] of Object.entries(kinds))
      console.log(
        `${kind.padEnd(7)} click → PATCH sent p50 ${f.requestSentMs.p50} ms, p95 ${f.requestSentMs.p95} ms; ` +
          `→ answered p50 ${f.answeredMs.p50} ms, p95 ${f.answeredMs.p95} ms; ` +
          `→ notification p50 ${f.notificationMs.p50} ms, p95 ${f.notificationMs.p95} ms; ` +
          `long tasks per save ${f.longTasksPerSave.beforeNotification} before it, ${f.longTasksPerSave.untilQuiet} until quiet (${f.longTaskMsPerSave} ms)`,
      );
    console.log(
      `targets: sent ≤ ${SAVE_TARGETS_MS.requestSent} ms, notification ≤ ${SAVE_TARGETS_MS.notification} ms; ` +
        `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores${hog ? ', CPU hog running' : ''}`,
    );
    await mkdir('bench/results', { recursive: true });
    const result = {
      date: new Date().toISOString(),
      command: `npm run bench:saves${hog ? ' -- --hog' : ''}`,
      machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter }, cpuHog: hog },
      seedMembers: 20000,
      engine: 'pglite',
      memberId,
      repetitions,
      targetsMs: SAVE_TARGETS_MS,
      kinds,
      samples,
    };
    // Quiet and loaded runs each keep their own figures.
    const file = hog ? 'bench/results/saveLatency.hog.json' : 'bench/results/saveLatency.json';
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    for (const child of hogs) child.kill('SIGKILL');
    await product.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
