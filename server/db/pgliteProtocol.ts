/**
 * Messages between the server and the PGlite worker thread (pgliteWorker.ts). At most one
 * transaction is open at a time (pgliteThread.ts holds its mutex from BEGIN to COMMIT), so a
 * request needs no transaction id: `inTransaction` says whether it belongs to the open one.
 */
export type WorkerRequest = { id: number } & (
  | {
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** COPY ... FROM '/dev/blob' reads this; a Blob crosses threads without copying into a string. */
      blob?: Blob;
      inTransaction: boolean;
    }
  /** A multi-statement script, in a transaction of its own (migrations). */
  | { kind: 'exec'; sql: string }
  | { kind: 'begin' }
  | { kind: 'end'; commit: boolean }
  /** Flush to disk and stop answering; the server then ends the thread. */
  | { kind: 'close' }
);

/** PostgreSQL's fields (code, detail, constraint ...) do not survive structured cloning of an Error, so they travel apart. */
export interface WorkerError {
  message: string;
  fields: Record<string, unknown>;
}

export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** id 0 answers the open itself. */
export type WorkerReply = { id: number } & (
  { ok: true; result?: QueryResult } | { ok: false; error: WorkerError }
);

export interface WorkerOptions {
  directory: string;
  /** PGlite's WebAssembly, compiled once per process (pgliteThread.ts) rather than once per thread. */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}
