/**
 * `npm run bench:screens [-- NAME …]`: how long one screen's quick check takes
 * (`npm run test:screen -- NAME`, README, Tests), for promotions, staffs and trips unless
 * screens are named: wall time from the command's start to its end, twice per screen (the first
 * run may still build the web app or fill vitest's caches), with the machine's load average
 * beside each. Writes bench/results/screenChecks.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';

const named = process.argv.slice(2).filter((word) => !word.startsWith('-'));
const screens = named.length ? named : ['promotions', 'staffs', 'trips'];
const RUNS = 2;

const timedCheck = (screen: string) =>
  new Promise<{ ms: number; passed: boolean }>((resolve) => {
    const started = performance.now();
    const run = spawn('npm', ['run', '--silent', 'test:screen', '--', screen], { stdio: 'ignore' });
    run.on('exit', (code) => resolve({ ms: Math.round(performance.now() - started), passed: code === 0 }));
  });

const figures = [];
for (const screen of screens) {
  for (let run = 1; run <= RUNS; run++) {
    const loadBefore = loadavg()[0]!;
    const { ms, passed } = await timedCheck(screen);
    const figure = {
      screen,
      run,
      seconds: ms / 1000,
      passed,
      loadAverageBefore: Number(loadBefore.toFixed(2)),
    };
    console.log(
      `${screen.padEnd(16)} run ${run}: ${figure.seconds.toFixed(1)} s ${passed ? 'passed' : 'FAILED'} (load ${figure.loadAverageBefore})`,
    );
    figures.push(figure);
  }
}
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/screenChecks.json',
  `${JSON.stringify({ at: new Date().toISOString(), cores: cpus().length, node: process.version, figures }, null, 2)}\n`,
);
console.log('written to bench/results/screenChecks.json');
if (figures.some((figure) => !figure.passed)) process.exitCode = 1;
