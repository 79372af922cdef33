/**
 * The PGlite worker thread: PGlite runs its queries synchronously in WebAssembly, so on the
 * server's own thread every query stalled every request (/health waited up to 2.9 s under
 * search load). Here it owns the data directory and answers pgliteProtocol.ts messages.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chmodOwnerOnly } from '../dataDirModes.ts';
import type {
  QueryResult,
  WorkerError,
  WorkerOptions,
  WorkerReply,
  WorkerRequest,
} from './pgliteProtocol.ts';

const INT8 = 20;
const DATE = 1082;

/** Rejects the open transaction's callback so that PGlite rolls it back; not a failure to report. */
class RollbackRequested extends Error {}

const toWorkerError = (error: unknown): WorkerError => {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const { message, stack: _stack, ...fields } = error as Error & Record<string, unknown>;
  // Only what structured cloning can carry: PostgreSQL's fields are strings and numbers.
  const plain = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)),
  );
  return { message, fields: { name: error.name, ...plain } };
};

async function serve(
  port: NonNullable<typeof parentPort>,
  { directory, pgliteWasmModule, initdbWasmModule }: WorkerOptions,
) {
  /*
   * pg_trgm must be passed at every open, not only created once. The parsers make PGlite
   * answer like `pg`: bigint ids as strings (no precision loss) and dates as 'YYYY-MM-DD'
   * (a Date would shift with the time zone).
   */
  const pglite = new PGlite(directory, {
    extensions: { pg_trgm },
    pgliteWasmModule,
    initdbWasmModule,
    parsers: { [INT8]: (value: string) => value, [DATE]: (value: string) => value },
  });
  await pglite.waitReady;

  // PGlite's transaction() holds its own mutex until the callback settles: queries not in the
  // transaction wait for it inside PGlite, so they cannot slip between its statements.
  let open: { tx: Transaction; commit: () => void; rollback: (reason: Error) => void } | undefined;
  let ended: Promise<unknown> = Promise.resolve();

  const handle = async (request: WorkerRequest): Promise<QueryResult | undefined> => {
    switch (request.kind) {
      case 'query': {
        const target = request.inTransaction ? open?.tx : pglite;
        if (!target) throw new Error('no transaction is open');
        const { rows, affectedRows, fields } = await target.query(request.sql, request.params, {
          rowMode: request.rowMode,
          blob: request.blob,
        });
        return { rows, affectedRows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) };
      }
      case 'exec':
        await pglite.transaction((tx) => tx.exec(request.sql));
        return undefined;
      case 'begin':
        return new Promise((begun, failed) => {
          ended = pglite
            .transaction(
              (tx) =>
                new Promise<void>(
                  (commit, rollback) => ((open = { tx, commit, rollback }), begun(undefined)),
                ),
            )
            .finally(() => (open = undefined));
          ended.catch(failed);
        });
      case 'end':
        if (!open) throw new Error('no transaction is open');
        if (request.commit) open.commit();
        else open.rollback(new RollbackRequested());
        await ended.catch((error: unknown) => {
          if (!(error instanceof RollbackRequested)) throw error;
        });
        return undefined;
      case 'close':
        await pglite.close();
        return undefined;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: toWorkerError(error) } satisfies WorkerReply),
    );
  });
}

if (parentPort) {
  const port = parentPort;
  chmodOwnerOnly();
  serve(port, workerData as WorkerOptions).then(
    () => port.postMessage({ id: 0, ok: true } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({ id: 0, ok: false, error: toWorkerError(error) } satisfies WorkerReply),
  );
}
