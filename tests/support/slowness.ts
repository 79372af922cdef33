/**
 * How much slower than its own best this machine runs now: a test that must bound a time (a
 * wait the spec or a document names) scales its budget by it, so the bound holds on a quiet
 * machine as written and on a busy one (other suites, another process per core) in proportion.
 * The same small piece of work runs a few dozen times: its fastest run is the machine's pace
 * with a core to itself, its median the pace it gets now.
 */
const RUNS = 31;

const sampleWork = () => {
  const values: number[] = [];
  let sum = 0;
  for (let i = 0; i < 100_000; i++) {
    values.push(i * 1.5);
    sum += Math.sqrt(values[i]);
  }
  return sum;
};

export const slownessFactor = (): number => {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    sampleWork();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return Math.max(1, runs[RUNS >> 1] / Math.max(runs[0], 0.01));
};

/** A budget written for a quiet machine, scaled to how busy this one is now. */
export const scaledBudget = (quietMs: number): number => quietMs * slownessFactor();
