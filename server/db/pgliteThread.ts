import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGliteDialectConfig } from 'kysely';
import { typeScriptWorkerSource } from '../workers/typeScriptWorker.ts';
import type {
  QueryResult,
  WorkerError,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pgliteProtocol.ts';

/** What Kysely's PGlite dialect needs of a PGlite instance. */
type KyselyPGlite = Exclude<PGliteDialectConfig['pglite'], (...args: never[]) => unknown>;
type QueryOptions = NonNullable<Parameters<KyselyPGlite['query']>[2]>;
type Body = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

const fromWorkerError = ({ message, fields }: WorkerError) => Object.assign(new Error(message), fields);

/** The worker, its PGlite modules loaded first: before tsx's hooks they skip them (half a second of CPU per thread). */
const bootstrap = () => {
  const pglite = pathToFileURL(pgliteDist()).href;
  return typeScriptWorkerSource(new URL('./pgliteWorker.ts', import.meta.url), [
    `${pglite}/index.js`,
    `${pglite}/contrib/pg_trgm.js`,
  ]);
};

/** PGlite's dist folder, which holds its entry, its contrib modules and its .wasm files. */
const pgliteDist = () => path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/**
 * PGlite's two WebAssembly modules, compiled once per process: each thread compiling its own
 * took most of a database's opening (about a second of CPU), which the API suites pay for
 * every test database. A compiled module crosses into a worker thread without copying.
 */
let compiled: Promise<Pick<WorkerOptions, 'pgliteWasmModule' | 'initdbWasmModule'>> | undefined;
const compiledWasm = () =>
  (compiled ??= (async () => {
    const compile = async (name: string) =>
      WebAssembly.compile(await readFile(path.join(pgliteDist(), name)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compile('pglite.wasm'),
      compile('initdb.wasm'),
    ]);
    return { pgliteWasmModule, initdbWasmModule };
  })());

/**
 * PGlite in a worker thread, shaped like the PGlite instance Kysely's dialect drives. One
 * mutex orders everything sent: a transaction holds it from BEGIN to COMMIT, so no other
 * query (Kysely's, the seed's COPY, a migration script) runs between its statements.
 */
export class PGliteThread implements KyselyPGlite {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (result?: QueryResult) => void; reject: (e: Error) => void }
  >();
  #nextId = 1;
  #tail: Promise<unknown> = Promise.resolve();
  closed = false;
  ready = false;
  readonly waitReady: Promise<void>;

  private constructor(options: WorkerOptions) {
    this.#worker = new Worker(bootstrap(), { eval: true, workerData: options });
    this.waitReady = new Promise<void>((resolve, reject) =>
      this.#pending.set(0, { resolve: () => ((this.ready = true), resolve()), reject }),
    );
    this.#worker.on('message', (reply: WorkerReply) => {
      const waiter = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) waiter?.resolve(reply.result);
      else waiter?.reject(fromWorkerError(reply.error));
    });
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Opens (or creates) a PGlite data directory in a new worker thread. */
  static async open(directory: string): Promise<PGliteThread> {
    const thread = new PGliteThread({ directory, ...(await compiledWasm()) });
    try {
      await thread.waitReady;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    return this.#exclusive(() => this.#query<T>(sql, params, options, false));
  }

  transaction<T>(callback: (tx: { query: KyselyPGlite['query']; rollback(): Promise<void> }) => Promise<T>) {
    return this.#exclusive(async () => {
      await this.#send({ kind: 'begin' });
      let ended = false;
      const end = async (commit: boolean) => {
        if (ended) return;
        ended = true;
        await this.#send({ kind: 'end', commit });
      };
      try {
        const result = await callback({
          query: <R>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
            this.#query<R>(sql, params, options, true),
          rollback: () => end(false),
        });
        await end(true);
        return result;
      } catch (error) {
        await end(false);
        throw error;
      }
    });
  }

  /** A multi-statement script in one transaction (Kysely sends one statement at a time). */
  exec(script: string) {
    return this.#exclusive(async () => {
      await this.#send({ kind: 'exec', sql: script });
    });
  }

  /** The worker flushes PGlite to disk, then the thread ends. */
  close() {
    return this.#exclusive(async () => {
      if (this.closed) return;
      await this.#send({ kind: 'close' });
      this.closed = true;
      await this.#worker.terminate();
    });
  }

  async #query<T>(sql: string, params: unknown[], { rowMode, blob }: QueryOptions, inTransaction: boolean) {
    const result = (await this.#send({ kind: 'query', sql, params, rowMode, blob, inTransaction }))!;
    return { ...result, rows: result.rows as T[] };
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#tail.then(work);
    this.#tail = run.catch(() => undefined);
    return run;
  }

  #send(body: Body): Promise<QueryResult | undefined> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...body });
    });
  }

  /** A thread that dies takes its unanswered queries with it. */
  #fail(error: Error) {
    this.closed = true;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }
}
