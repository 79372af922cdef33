import { Worker } from 'node:worker_threads';
import { typeScriptWorkerSource } from './typeScriptWorker.ts';

/** The first message a budgeted worker's module posts: it is loaded and listening. */
export const READY = 'ready';

/** What a budgeted worker answers: its reply, or that the budget ran out first. */
export type Budgeted<T> = { answer: T } | { overBudget: true };

/**
 * One worker thread that answers one message at a time (spec 7 home zones: a zone's check
 * must not hold the server's event loop). The module posts `READY` once loaded; each message
 * then has `budgetMs` once its turn comes, so a slow start on a loaded machine is not counted
 * against it. A worker past it is ended (nothing else stops a busy thread) and the next
 * message starts a new one. The thread does not keep the process alive.
 */
export class BudgetedWorker<In, Out> {
  #worker: Promise<Worker> | undefined;
  #tail: Promise<unknown> = Promise.resolve();

  constructor(
    readonly module: URL,
    readonly budgetMs: number,
  ) {}

  ask(message: In): Promise<Budgeted<Out>> {
    const turn = this.#tail.then(() => this.#ask(message));
    this.#tail = turn.catch(() => undefined);
    return turn;
  }

  async #ask(message: In) {
    const started = (this.#worker ??= this.#start());
    const worker = await started.catch((error: unknown) => {
      this.#worker = undefined;
      throw error;
    });
    return new Promise<Budgeted<Out>>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', answered).off('error', failed).off('exit', failed);
      };
      const answered = (answer: Out) => (settle(), resolve({ answer }));
      const failed = (error: unknown) => {
        settle();
        this.#worker = undefined;
        reject(error instanceof Error ? error : new Error(`the worker stopped (exit code ${String(error)})`));
      };
      const timer = setTimeout(() => {
        settle();
        this.#worker = undefined;
        void worker.terminate();
        resolve({ overBudget: true });
      }, this.budgetMs);
      worker.on('message', answered).on('error', failed).on('exit', failed);
      worker.postMessage(message);
    });
  }

  #start() {
    const worker = new Worker(typeScriptWorkerSource(this.module), { eval: true });
    worker.unref();
    return new Promise<Worker>((resolve, reject) => {
      const stopped = (code: number) =>
        reject(new Error(`the worker stopped as it started (exit code ${code})`));
      worker.once('message', () => {
        worker.off('error', reject).off('exit', stopped);
        resolve(worker);
      });
      worker.once('error', reject).once('exit', stopped);
    });
  }
}
