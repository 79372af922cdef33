/**
 * README, Brute force, by timing: through the passage (POST /idp), a sign-in of an unknown user name
 * and a known one with a wrong password, and ForgotPassword of each, should take about the same
 * time, or the time tells which accounts exist. `npx tsx bench/signInTiming.ts` starts the product on
 * PGlite, sends the four cases in turns (TRIES each), prints median and p95 and writes
 * bench/results/signInTiming.json. `npm run bench` runs it too (measureSignInTiming).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../src/domain/appConfig.ts';
import { DEMO_ACCOUNTS } from '../server/idp/demoAccounts.ts';
import { startProduct } from '../tests/support/startProduct.ts';

const TRIES = Number(process.env.BENCH_SIGNIN_TRIES ?? 50);
/** The throttle locks a user name at its 5th failure in a row; a known name is signed in properly after 4. */
const FAILURES_BEFORE_RESET = 4;

const CASES = ['signInUnknownUser', 'signInWrongPassword', 'forgotUnknownUser', 'forgotKnownUser'] as const;
type Case = (typeof CASES)[number];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const round = (ms: number) => Number(ms.toFixed(2));

export async function measureSignInTiming(baseUrl: string, idpUrl: string, tries = TRIES) {
  const { cognito } = (await (await fetch(`${baseUrl}/config.json`)).json()) as AppConfig;
  const call = async (operation: string, body: Record<string, unknown>) => {
    const started = performance.now();
    const response = await fetch(idpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify({ ClientId: cognito.clientId, ...body }),
    });
    const answer = (await response.json()) as { __type?: string };
    return { ms: performance.now() - started, status: response.status, type: answer.__type ?? 'ok' };
  };
  const signIn = (username: string, password: string) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
  const known = DEMO_ACCOUNTS.filter((account) => !account.temporary);
  const failures = new Map<string, number>();

  const send: Record<Case, (i: number) => ReturnType<typeof call>> = {
    signInUnknownUser: (i) => signIn(`nobody-${i}-${Date.now()}@example.com`, 'Wrong-pass-2026!'),
    signInWrongPassword: async (i) => {
      const account = known[i % known.length];
      if ((failures.get(account.email) ?? 0) >= FAILURES_BEFORE_RESET) {
        await signIn(account.email, account.password);
        failures.set(account.email, 0);
      }
      failures.set(account.email, (failures.get(account.email) ?? 0) + 1);
      return signIn(account.email, 'Wrong-pass-2026!');
    },
    // As many unknown names as known ones, each asked as often: both reach the limit of codes an
    // hour at the same turn, so refusals are timed against refusals.
    forgotUnknownUser: (i) => call('ForgotPassword', { Username: `nobody-${i % known.length}@example.com` }),
    forgotKnownUser: (i) => call('ForgotPassword', { Username: known[i % known.length].email }),
  };

  const times = Object.fromEntries(CASES.map((name) => [name, [] as number[]])) as Record<Case, number[]>;
  const answers = Object.fromEntries(CASES.map((name) => [name, new Set<string>()])) as Record<
    Case,
    Set<string>
  >;
  // One untimed round first (connections, JIT); then the cases take turns so the machine's load weighs on all alike.
  for (const name of CASES) await send[name](0);
  for (let i = 1; i <= tries; i++)
    for (const name of CASES) {
      const { ms, status, type } = await send[name](i);
      times[name].push(ms);
      answers[name].add(`${status} ${type}`);
    }
  return Object.fromEntries(
    CASES.map((name) => {
      const sorted = [...times[name]].sort((a, b) => a - b);
      return [
        name,
        {
          tries,
          medianMs: round(quantile(sorted, 0.5)),
          p95Ms: round(quantile(sorted, 0.95)),
          answers: [...answers[name]],
        },
      ];
    }),
  ) as Record<Case, { tries: number; medianMs: number; p95Ms: number; answers: string[] }>;
}

export type SignInTiming = Awaited<ReturnType<typeof measureSignInTiming>>;

export const signInTimingLines = (timing: SignInTiming) =>
  Object.entries(timing).map(
    ([name, { tries, medianMs, p95Ms, answers }]) =>
      `  ${name.padEnd(20)} median ${medianMs} ms  p95 ${p95Ms} ms  over ${tries}  (${answers.join(', ')})`,
  );

const main = async () => {
  const loadBefore = loadavg()[0];
  const product = await startProduct({ SEED: '0' });
  try {
    const timing = await measureSignInTiming(product.baseUrl, product.idpUrl);
    const results = {
      date: new Date().toISOString(),
      command: 'npx tsx bench/signInTiming.ts',
      machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadavg()[0] } },
      engine: 'pglite',
      timing,
    };
    console.log(['sign-in timing through POST /idp (PGlite):', ...signInTimingLines(timing)].join('\n'));
    await mkdir('bench/results', { recursive: true });
    await writeFile('bench/results/signInTiming.json', `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await product.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
