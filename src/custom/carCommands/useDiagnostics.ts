import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import {
  DIAGNOSTIC_TESTS,
  diagnosticIdOf,
  type DiagnosticResult,
  type DiagnosticResultValue,
  type DiagnosticTest,
} from '../../domain/cars/vehicleCommands.ts';

/** How often a running test's result is read again ("about every second"). */
const POLL_MS = 1_000;

export interface TestOutcome {
  result: DiagnosticResultValue;
  /** Why it failed: the vendor's error, a box that never answered, or the refused start. */
  reason?: string;
}

type Outcomes = Record<DiagnosticTest, TestOutcome>;

const NOT_RUN: Outcomes = Object.fromEntries(
  DIAGNOSTIC_TESTS.map((test) => [test, { result: 'notRun' }]),
) as Outcomes;

const outcomeOf = ({ result, command }: DiagnosticResult): TestOutcome => {
  if (result !== 'failed') return { result };
  if (command?.vendorError) return { result, reason: command.vendorError };
  return { result, reason: command?.status === 'timedOut' ? 'infleet.diagnostics.timedOut' : undefined };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 4 Infleeting flow: the car's ten tests, read from the server when the panel opens, then
 * run one after another: a test is started (POST /vehicle-operations/runDiagnostics), its
 * result read until it has one (GET /vehicle-operations/diagnosticResults/{VIN}-{test}), and
 * only then the next starts. A failure, or a start the server refuses, is kept on its test and
 * the run goes on: staff see every fault of the box at once. Closing the panel stops reading;
 * the test on its way finishes on the server, which keeps it as proof.
 */
export const useDiagnostics = (vin: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [outcomes, setOutcomes] = useState<Outcomes>(NOT_RUN);
  const [running, setRunning] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // The kept results have been read (or could not be): a run may start without them landing over it.
  const [loaded, setLoaded] = useState(false);
  const open = useRef(true);

  const read = useCallback(
    (test: DiagnosticTest) =>
      dataProvider.call<DiagnosticResult>('diagnosticResults', 'FETCH', { id: diagnosticIdOf(vin, test) }),
    [dataProvider, vin],
  );
  const show = (test: DiagnosticTest, outcome: TestOutcome) => {
    if (open.current) setOutcomes((shown) => ({ ...shown, [test]: outcome }));
  };

  useEffect(() => {
    open.current = true;
    Promise.all(DIAGNOSTIC_TESTS.map(read))
      .then(
        (results) => {
          if (open.current)
            setOutcomes(Object.fromEntries(results.map((r) => [r.diagnostic, outcomeOf(r)])) as Outcomes);
        },
        () => setLoadFailed(true),
      )
      .finally(() => setLoaded(true));
    return () => {
      open.current = false;
    };
  }, [read]);

  const runOne = async (test: DiagnosticTest) => {
    show(test, { result: 'running' });
    try {
      await dataProvider.call('runDiagnostics', 'ADD', { vin, diagnostic: test });
      let outcome = outcomeOf(await read(test));
      while (open.current && (outcome.result === 'running' || outcome.result === 'notRun')) {
        await pause(POLL_MS);
        outcome = outcomeOf(await read(test));
      }
      show(test, outcome);
    } catch (error) {
      show(test, { result: 'failed', reason: (error as Error).message });
    }
  };

  const run = async () => {
    setRunning(true);
    setOutcomes(NOT_RUN);
    for (const test of DIAGNOSTIC_TESTS) {
      if (!open.current) return;
      await runOne(test);
    }
    if (open.current) setRunning(false);
  };

  const results = DIAGNOSTIC_TESTS.map((test) => outcomes[test].result);
  return { outcomes, results, running, loaded, loadFailed, run };
};
