import { Alert, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { DiagnosticsPanel } from '../../custom/carCommands/DiagnosticsPanel.tsx';
import { useDiagnostics } from '../../custom/carCommands/useDiagnostics.ts';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { currentStep, deployBlocker, INFLEET_STEPS, isValidated } from '../../domain/cars/infleetSteps.ts';
import { usePendingSteps } from './usePendingSteps.ts';

/**
 * Spec 2 Car diagnostics and spec 4 Infleeting flow: the pending car's steps in their order,
 * validate → diagnostics → deploy, above its ten tests (the car screen's panel). Run diagnostics
 * validates a car not yet validated first; `autoRun` (the Car added confirmation's Run
 * diagnostics) starts it at once. Deploy once validated and every test passed; until then the
 * panel says why it waits.
 */
export const DiagnosticsDialog = ({
  car,
  autoRun = false,
  onClose,
}: {
  car: PendingVehicle;
  autoRun?: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const diagnostics = useDiagnostics(car.vin);
  const { results, running, loaded, run } = diagnostics;
  const { validate, deploy, busy, staleDialog } = usePendingSteps(onClose);
  // The car as the steps leave it: validating gives it a new version, which Deploy sends.
  const [current, setCurrent] = useState(car);
  const [validateFailed, setValidateFailed] = useState(false);
  const state = { stage: current.stage, results, busy: running || busy !== undefined };
  const step = currentStep(state);
  const blocker = deployBlocker(state);

  const runSteps = async () => {
    setValidateFailed(false);
    if (!isValidated(current.stage)) {
      const validated = await validate(current, true);
      if (!validated) {
        setValidateFailed(true);
        return;
      }
      setCurrent(validated);
    }
    await run();
    // The list's tests passed and stage follow the run.
    refresh();
  };
  const start = useEffectEvent(() => void runSteps());
  useEffect(() => {
    // Once the kept results are read, so that they never land over the run's; started from a
    // task of its own, as a click would start it, not inside the render's effect.
    if (!autoRun || !loaded) return;
    const task = setTimeout(start);
    return () => clearTimeout(task);
  }, [autoRun, loaded]);

  return (
    <>
      <DiagnosticsPanel
        car={car}
        diagnostics={diagnostics}
        onClose={onClose}
        runTests={runSteps}
        pending={busy === 'validate' ? 'infleet.steps.validating' : undefined}
        actions={
          <Button
            variant="contained"
            onClick={() => void deploy(current)}
            disabled={blocker !== undefined}
            aria-describedby={blocker ? 'deploy-blocker' : undefined}
          >
            {translate('infleet.deploy.action')}
          </Button>
        }
      >
        <Stepper activeStep={INFLEET_STEPS.indexOf(step)} sx={{ mb: 2 }}>
          {INFLEET_STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`infleet.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {validateFailed ? <Alert severity="error">{translate('infleet.steps.validateFailed')}</Alert> : null}
        {blocker ? (
          <Typography id="deploy-blocker" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(blocker)}
          </Typography>
        ) : null}
      </DiagnosticsPanel>
      {staleDialog}
    </>
  );
};
