import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { processTree, TICKS_PER_SECOND } from './processTree.ts';
import { notedProcesses, SUITE_TIMES_DIR } from './suiteProcesses.ts';

/** Processes no suite owns: vitest itself and its transformers. */
const RUNNER = 'runner';

interface SuiteFigures {
  files: number;
  tests: number;
  firstStart: number;
  lastEnd: number;
  cpuTicks: number;
}

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60
    ? `${seconds} s`
    : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

/**
 * Each suite's (vitest project's) wall time, from its first file's start to its last file's
 * end, and CPU time: every second, the CPU each process below vitest used since the last look
 * counts to the suite of the nearest process a test file or the e2e setup noted (its worker,
 * the Chromium and products it started). PostgreSQL's own CPU, a service outside the tree, is
 * not counted. Written to test-results/suite-times.txt, which .ci/run prints last.
 */
export default class SuiteTimesReporter implements Reporter {
  private readonly folder = resolve('test-results/suite-processes');
  private readonly suiteOfFile = new Map<string, string>();
  private readonly suites = new Map<string, SuiteFigures>();
  private readonly lastTicks = new Map<number, number>();
  private readonly runStart = Date.now();
  private timer: NodeJS.Timeout | undefined;

  onInit() {
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(this.folder, { recursive: true });
    process.env[SUITE_TIMES_DIR] = this.folder;
    this.timer = setInterval(() => this.sample(), 1000);
    this.timer.unref();
  }

  private figuresOf(suite: string) {
    let figures = this.suites.get(suite);
    if (!figures) {
      figures = { files: 0, tests: 0, firstStart: Infinity, lastEnd: 0, cpuTicks: 0 };
      this.suites.set(suite, figures);
    }
    return figures;
  }

  onTestModuleQueued(module: TestModule) {
    this.suiteOfFile.set(module.moduleId, module.project.name);
  }

  onTestModuleStart(module: TestModule) {
    const figures = this.figuresOf(module.project.name);
    figures.firstStart = Math.min(figures.firstStart, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const figures = this.figuresOf(module.project.name);
    figures.files++;
    figures.tests += [...module.children.allTests()].length;
    figures.lastEnd = Date.now();
  }

  private sample() {
    const noted = notedProcesses(this.folder);
    const tree = processTree(process.pid);
    const parentOf = new Map(tree.map(({ pid, ppid }) => [pid, ppid]));
    const suiteOf = (pid: number): string => {
      for (let at: number | undefined = pid; at !== undefined; at = parentOf.get(at)) {
        const owner = noted.get(at);
        if (owner !== undefined)
          return owner.startsWith('suite:') ? owner.slice(6) : (this.suiteOfFile.get(owner) ?? RUNNER);
      }
      return RUNNER;
    };
    for (const { pid, ticks } of tree) {
      this.figuresOf(suiteOf(pid)).cpuTicks += ticks - (this.lastTicks.get(pid) ?? 0);
      this.lastTicks.set(pid, ticks);
    }
  }

  onTestRunEnd() {
    clearInterval(this.timer);
    this.sample();
    const wallMs = Date.now() - this.runStart;
    const rows = [...this.suites].map(([suite, f]) => ({
      suite,
      files: f.files,
      tests: f.tests,
      wallMs: f.files ? f.lastEnd - f.firstStart : 0,
      cpuMs: Math.round((f.cpuTicks * 1000) / TICKS_PER_SECOND),
    }));
    const cpuMs = rows.reduce((sum, row) => sum + row.cpuMs, 0);
    const lines = [
      'suite        files  tests  wall           CPU',
      ...rows.map(
        (row) =>
          `${row.suite.padEnd(12)} ${String(row.files).padStart(5)}  ${String(row.tests).padStart(5)}  ` +
          `${(row.files ? duration(row.wallMs) : '').padEnd(13)}  ${duration(row.cpuMs)}`,
      ),
      `all          ${' '.repeat(12)} ${duration(wallMs).padEnd(13)}  ${duration(cpuMs)} (PostgreSQL's own not counted)`,
    ];
    mkdirSync('test-results', { recursive: true });
    writeFileSync(join('test-results', 'suite-times.txt'), `${lines.join('\n')}\n`);
    writeFileSync(
      join('test-results', 'suite-times.json'),
      `${JSON.stringify({ wallMs, cpuMs, suites: rows }, null, 2)}\n`,
    );
  }
}
