/**
 * `npm run test:screen -- NAME`: one screen's unit, component, API and browser tests, for the
 * quick check while working on it (README, Tests). A screen is a folder of `src/resources`; its
 * tests are the files that import that folder, and the files whose name holds one of the
 * screen's words below (an API or browser test reaches its screen over HTTP, not by import).
 * `--list` names the files without running them.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEST_WORKERS } from './workers.ts';

const ROOT = join(import.meta.dirname, '../..');
const SUITES = ['tests/unit', 'tests/component', 'tests/api', 'tests/e2e'];

/** The words a screen's tests carry in their names, in the spec's terms and the screen's own. */
const SCREEN_WORDS: Record<string, readonly string[]> = {
  analytics: ['analytics'],
  cars: ['car', 'telemetry', 'wakeUp', 'box'],
  customers: ['member', 'customer', 'profile', 'reservation', 'freeMinute', 'alert', 'rfid', 'billing'],
  fleetManagement: ['fleet', 'wakeupProvider', 'providerFailure'],
  homeZones: ['homeZone', 'zone'],
  imports: ['import'],
  infleet: ['infleet', 'addCar'],
  parking: ['parking'],
  parkingTicket: ['parkingTicket'],
  payments: ['payment', 'ledger', 'statement'],
  promotions: ['promotion', 'promoCode'],
  staffs: ['staff', 'team', 'role'],
  tickets: ['ticket'],
  trips: ['trip'],
};

const testFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

const screen = process.argv[2] ?? '';
const words = SCREEN_WORDS[screen];
const screens = readdirSync(join(ROOT, 'src/resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unlisted = screens.filter((name) => !(name in SCREEN_WORDS));
if (unlisted.length > 0) {
  // A new screen names its words here, or its quick check would find nothing.
  console.error(`tests/support/screenTests.ts: no words for ${unlisted.join(', ')}`);
  process.exit(2);
}
if (!words) {
  console.error(`usage: npm run test:screen -- NAME, with NAME one of: ${screens.join(', ')}`);
  process.exit(2);
}

const importsScreen = new RegExp(`src/resources/${screen}/`);
const named = new RegExp(words.join('|'), 'i');
const chosen = SUITES.flatMap(testFiles).filter(
  (file) =>
    named.test(file.split('/').pop() ?? '') || importsScreen.test(readFileSync(join(ROOT, file), 'utf8')),
);
console.log(`${screen}: ${chosen.length} test files\n  ${chosen.join('\n  ')}`);
if (process.argv.includes('--list')) process.exit(0);
// One product per browser file, at most one per worker: a product not used is a start paid for nothing.
const browserFiles = chosen.filter((file) => file.startsWith('tests/e2e/')).length;
const run = spawn('npx', ['vitest', 'run', ...chosen], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_WORKERS: String(Math.min(TEST_WORKERS, Math.max(1, browserFiles))) },
});
run.on('exit', (code) => process.exit(code ?? 1));
