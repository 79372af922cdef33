import { Worker } from 'node:worker_threads';
import { typeScriptWorkerSource } from './typeScriptWorker.ts';

/** What a budgeted worker answers: its reply, or that the budget ran out first. */
export type Budgeted<T> = { answer: T } | { overBudget: true };

/**
 * One worker thread that answers one message at a time (spec 7 home zones: a zone's check
 * must not hold the server's event loop). Each message has `budgetMs` once its turn comes;
 * a worker past it is ended (nothing else stops a busy thread) and the next message starts a
 * new one. The thread does not keep the process alive.
 */
export class BudgetedWorker<In, Out> {
  #worker: Worker | undefined;
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

  #ask(message: In) {
    const worker = (this.#worker ??= this.#start());
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
    return worker;
  }
}
