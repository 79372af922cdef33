/** A worker thread for BudgetedWorker's tests: echoes each message, but spins for ever on 'spin'. */
import { parentPort } from 'node:worker_threads';
import { READY } from '../../server/workers/budgetedWorker.ts';

parentPort!.on('message', (message: string) => {
  while (message === 'spin');
  parentPort!.postMessage(message);
});
parentPort!.postMessage(READY);
