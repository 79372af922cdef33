import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { validatedMessage } from '../../domain/cars/infleetSteps.ts';

type Step = 'validate' | 'deploy';

interface Performed<T> {
  /** The success's text, from the answer. */
  done: (answer: T) => string;
  after?: () => void;
  /** No notification: the diagnostics panel shows the step's outcome itself. */
  quiet?: boolean;
}

/**
 * Spec 4's Validate (POST /infleet/validate?update=true) and Deploy (POST /infleet/promote/{vin})
 * of a pending car, each from the version on screen, with spec 8's texts; both refetch the
 * pending list (spec 7). A car changed since it was listed offers the reload (412). Validate
 * answers the validated car (its new version), or undefined when it failed.
 */
export const usePendingSteps = (afterDeploy?: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<Step>();
  const { onError, staleDialog } = useStaleReload(async () => {
    refresh();
    return {};
  });

  const perform = async <T>(step: Step, send: () => Promise<T>, { done, after, quiet }: Performed<T>) => {
    setBusy(step);
    try {
      const answer = await send();
      if (!quiet) notify(done(answer), { type: 'success' });
      after?.();
      return answer;
    } catch (error) {
      if (isStale(error)) onError(error);
      else if (!quiet) notify(`infleet.${step}.failed`, { type: 'error' });
      return undefined;
    } finally {
      setBusy(undefined);
      refresh();
    }
  };

  /** `quiet`: the diagnostics panel validates on its way to the tests and shows the step itself. */
  const validate = (car: PendingVehicle, quiet = false) =>
    perform(
      'validate',
      () =>
        dataProvider.call<PendingVehicle>('infleetValidate', 'VALIDATE', {
          vin: car.vin,
          urlQuery: { update: 'true' },
          ifMatch: car.version,
        }),
      { done: (validated) => validatedMessage(validated.stage), quiet },
    );
  const deploy = (car: PendingVehicle) =>
    perform(
      'deploy',
      () => dataProvider.call('infleetPromote', 'ADD', { id: car.vin, ifMatch: car.version }),
      {
        done: () => 'infleet.deploy.done',
        after: afterDeploy,
      },
    );

  return { validate, deploy, busy, staleDialog, refetch: refresh };
};
