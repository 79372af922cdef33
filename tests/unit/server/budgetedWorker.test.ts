import { describe, expect, it } from 'vitest';
import { BudgetedWorker } from '../../../server/workers/budgetedWorker.ts';

describe('the zone check thread (spec 7 home zones: a check past its time budget is refused, never awaited)', () => {
  it('ends a worker that runs past its budget and answers the next message from a new one', async () => {
    const worker = new BudgetedWorker<string, string>(
      new URL('../../support/spinningWorker.ts', import.meta.url),
      2_000,
    );
    // Its start is not counted: the budget begins once the worker is listening.
    expect(await worker.ask('hello')).toEqual({ answer: 'hello' });
    // A check that never ends: the budget, not the check, decides when it is answered.
    const [spun, next] = await Promise.all([worker.ask('spin'), worker.ask('again')]);
    expect(spun).toEqual({ overBudget: true });
    expect(next).toEqual({ answer: 'again' });
  });
});
