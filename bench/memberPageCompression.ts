/**
 * What compressing JSON answers costs (docs/architecture.md, How data flows). The 100-row member page, asked for
 * with `Accept-Encoding: gzip, br` (as browsers ask) and without, in turns: bytes on the wire,
 * req/s at concurrency 50 and the server's CPU time per request. Part of `npm run bench`;
 * alone, `npm run bench:compression` starts the product on PGlite, or on the
 * scratch PostgreSQL database BENCH_DATABASE_URL names (emptied first), with SEED members,
 * loads each kind BENCH_DURATION seconds in BENCH_ROUNDS turns and writes
 * bench/results/memberPageCompression.json (-postgres.json on PostgreSQL).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { signInForToken } from '../tests/support/signInForToken.ts';
import { startProduct } from '../tests/support/startProduct.ts';
import { cpuTimeMs } from './cpuTime.ts';
import { combineRounds, loadTool, runLoad, type LoadFigures } from './load.ts';
import { emptyDatabase } from './scratchDatabase.ts';
import { getJson } from './searchSamples.ts';
import { getEncoded } from './getEncoded.ts';

const CONNECTIONS = 50;
const ROWS = 100;
const LETTERS = 'abcdefghijklmnoprstvw';
const ACCEPTED = 'gzip, br';

/** Full 100-row pages of the member search: a last-name letter and a page number each. */
const fullPages = async (baseUrl: string, authorization: string) => {
  const paths: string[] = [];
  for (const letter of LETTERS)
    for (const page of [1, 2]) {
      const path = `/api/customer-process/searchCustomer?lastName=${letter}&page=${page}&count=${ROWS}`;
      const { data } = (await getJson(baseUrl + path, authorization)) as { data: unknown[] };
      if (data.length === ROWS) paths.push(path);
    }
  if (!paths.length) throw new Error(`no last-name letter matches ${ROWS} members: seed more`);
  return paths;
};

/** Mean bytes received per page and the Content-Encoding the server chose, for one Accept-Encoding. */
const pageBytes = async (baseUrl: string, paths: string[], authorization: string, acceptEncoding: string) => {
  const answers = await Promise.all(
    paths.map((path) => getEncoded(baseUrl + path, { authorization, 'accept-encoding': acceptEncoding })),
  );
  return {
    meanBytes: Math.round(answers.reduce((sum, { body }) => sum + body.length, 0) / answers.length),
    encodings: [...new Set(answers.map(({ encoding }) => encoding))],
  };
};

export interface MemberPageCompression {
  pages: number;
  bytes: Record<'identity' | 'gzip' | 'br' | 'gzip, br', { meanBytes: number; encodings: string[] }>;
  /** The load asked without Accept-Encoding (identity) and with `gzip, br`. */
  identity: LoadFigures & { serverCpuMsPerRequest: number };
  compressed: LoadFigures & { serverCpuMsPerRequest: number };
  /** compressed over identity: req/s, and requests one CPU-second serves. */
  compressedOverIdentity: { requestsPerSecond: number; requestsPerCpuSecond: number };
}

export async function measureMemberPageCompression(
  { baseUrl, pid, authorization }: { baseUrl: string; pid: number; authorization: string },
  { duration, rounds }: { duration: number; rounds: number },
): Promise<MemberPageCompression> {
  const paths = await fullPages(baseUrl, authorization);
  const bytes = {
    identity: await pageBytes(baseUrl, paths, authorization, 'identity'),
    gzip: await pageBytes(baseUrl, paths, authorization, 'gzip'),
    br: await pageBytes(baseUrl, paths, authorization, 'br'),
    [ACCEPTED]: await pageBytes(baseUrl, paths, authorization, ACCEPTED),
  } as MemberPageCompression['bytes'];
  // Turns, as the bench's product and anchor take them: others sharing the cores weigh on both alike.
  const turnSeconds = Math.max(1, Math.round(duration / rounds));
  const kinds: Record<string, string>[] = [{ authorization }, { authorization, 'accept-encoding': ACCEPTED }];
  const done = kinds.map(() => [] as LoadFigures[]);
  const cpuMs = kinds.map(() => 0);
  for (let round = 0; round < rounds; round++)
    for (const [index, headers] of kinds.entries()) {
      const before = await cpuTimeMs(pid);
      done[index].push(
        await runLoad(baseUrl, paths, { connections: CONNECTIONS, duration: turnSeconds, headers }),
      );
      cpuMs[index] += (await cpuTimeMs(pid)) - before;
    }
  const [identity, compressed] = done.map((figures, index) => {
    const load = combineRounds(figures);
    return { ...load, serverCpuMsPerRequest: Number((cpuMs[index] / load.requests).toFixed(3)) };
  });
  const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
  return {
    pages: paths.length,
    bytes,
    identity,
    compressed,
    compressedOverIdentity: {
      requestsPerSecond: ratio(compressed.requestsPerSecond, identity.requestsPerSecond),
      requestsPerCpuSecond: ratio(identity.serverCpuMsPerRequest, compressed.serverCpuMsPerRequest),
    },
  };
}

export const memberPageCompressionLines = ({
  bytes,
  identity,
  compressed,
  compressedOverIdentity,
}: MemberPageCompression) => {
  const load = (name: string, figures: MemberPageCompression['identity']) =>
    `    ${name.padEnd(20)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.latencyMs.p50} ms` +
    `  p99 ${figures.latencyMs.p99} ms  server CPU ${figures.serverCpuMsPerRequest} ms per request`;
  return [
    `  member page of ${ROWS} rows: ${bytes.identity.meanBytes} B as it is, gzip ${bytes.gzip.meanBytes} B, ` +
      `br ${bytes.br.meanBytes} B ('${ACCEPTED}' → ${bytes[ACCEPTED].encodings.join(', ')} ${bytes[ACCEPTED].meanBytes} B)`,
    load('without encoding', identity),
    load(`'${ACCEPTED}'`, compressed),
    `    compressed/plain: ${compressedOverIdentity.requestsPerSecond}× req/s, ` +
      `${compressedOverIdentity.requestsPerCpuSecond}× requests per CPU-second`,
  ];
};

const main = async () => {
  const loadBefore = loadavg()[0];
  const seed = process.env.SEED ?? '20000';
  const duration = Number(process.env.BENCH_DURATION ?? 15);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const engine = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = `data/bench-compression-${engine}`;
  await emptyDatabase(dataDir, databaseUrl);
  const product = await startProduct({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: seed,
    API_RATE_LIMIT: '100000000',
  });
  try {
    const authorization = `Bearer ${await signInForToken(product.baseUrl, product.idpUrl, 'sysadm@example.com')}`;
    const figures = await measureMemberPageCompression(
      { baseUrl: product.baseUrl, pid: product.child.pid!, authorization },
      { duration, rounds },
    );
    const loadAfter = loadavg()[0];
    console.log(
      [
        `load tool ${loadTool()}, c${CONNECTIONS} ${duration} s in ${rounds} turns each, ${seed} members (${engine}), ` +
          `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} cores`,
        ...memberPageCompressionLines(figures),
      ].join('\n'),
    );
    await mkdir('bench/results', { recursive: true });
    await writeFile(
      `bench/results/memberPageCompression${engine === 'postgres' ? '-postgres' : ''}.json`,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          command: 'npm run bench:compression',
          machine: { cpus: cpus().length, loadAverage1m: { before: loadBefore, after: loadAfter } },
          loadTool: loadTool(),
          connections: CONNECTIONS,
          durationSeconds: duration,
          rounds,
          seedMembers: Number(seed),
          engine,
          ...figures,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await product.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
