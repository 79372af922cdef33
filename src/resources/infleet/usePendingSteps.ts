import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';

type Step = 'validate' | 'deploy';

/**
 * Spec 4's Validate (POST /infleet/validate?update=true) and Deploy (POST /infleet/promote/{vin})
 * of a pending car, each from the version on screen, with spec 8's texts; both refetch the
 * pending list (spec 7). A car changed since it was listed offers the reload (412).
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

  const perform = async (step: Step, send: () => Promise<unknown>, after?: () => void) => {
    setBusy(step);
    try {
      await send();
      notify(`infleet.${step}.done`, { type: 'success' });
      after?.();
    } catch (error) {
      if (isStale(error)) onError(error);
      else notify(`infleet.${step}.failed`, { type: 'error' });
    } finally {
      setBusy(undefined);
      refresh();
    }
  };

  const validate = (car: PendingVehicle) =>
    perform('validate', () =>
      dataProvider.call('infleetValidate', 'VALIDATE', {
        vin: car.vin,
        urlQuery: { update: 'true' },
        ifMatch: car.version,
      }),
    );
  const deploy = (car: PendingVehicle) =>
    perform(
      'deploy',
      () => dataProvider.call('infleetPromote', 'ADD', { id: car.vin, ifMatch: car.version }),
      afterDeploy,
    );

  return { validate, deploy, busy, staleDialog, refetch: refresh };
};
