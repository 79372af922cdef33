import { Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { CarDiagnosticsDialog } from '../../custom/carCommands/CarDiagnosticsDialog.tsx';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { usePendingSteps } from './usePendingSteps.ts';

/**
 * Spec 4 Infleeting flow: a pending car's diagnostics (the car screen's panel), then Deploy once
 * every test passed.
 */
export const DiagnosticsDialog = ({ car, onClose }: { car: PendingVehicle; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { deploy, busy, staleDialog } = usePendingSteps(onClose);
  // Deploy takes a validated car (409 before): the car added just now is validated from the list first.
  const validated = car.stage === 'validated' || car.stage === 'tested';
  return (
    <>
      <CarDiagnosticsDialog
        car={car}
        onClose={onClose}
        // The list's tests passed and stage follow the run.
        onRan={refresh}
        actions={({ running, allPassed }) => (
          <Button
            variant="contained"
            onClick={() => void deploy(car)}
            disabled={running || !allPassed || !validated || busy !== undefined}
          >
            {translate('infleet.deploy.action')}
          </Button>
        )}
      />
      {staleDialog}
    </>
  );
};
