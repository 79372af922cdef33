import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { DIAGNOSTIC_TESTS, type DiagnosticResultValue } from '../../domain/cars/vehicleCommands.ts';
import { useDiagnostics } from './useDiagnostics.ts';
import { usePendingSteps } from './usePendingSteps.ts';

const COLOURS: Record<DiagnosticResultValue, 'default' | 'info' | 'success' | 'error'> = {
  notRun: 'default',
  running: 'info',
  passed: 'success',
  failed: 'error',
};

/**
 * Spec 2 Car diagnostics: the ten tests of a pending car, each not run, running, passed or
 * failed (with why), live while they run one after another; Deploy once every test passed.
 */
export const DiagnosticsDialog = ({ car, onClose }: { car: PendingVehicle; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { outcomes, running, loadFailed, allPassed, run } = useDiagnostics(car.vin);
  const { deploy, busy, staleDialog } = usePendingSteps(onClose);
  // Deploy takes a validated car (409 before): the car added just now is validated from the list first.
  const validated = car.stage === 'validated' || car.stage === 'tested';
  return (
    <Dialog open onClose={onClose} aria-labelledby="diagnostics-title" fullWidth maxWidth="sm">
      <DialogTitle id="diagnostics-title">
        {translate('infleet.diagnostics.title', { plate: car.plateNumber, vin: car.vin })}
      </DialogTitle>
      <DialogContent>
        {loadFailed ? <Alert severity="error">{translate('infleet.diagnostics.loadFailed')}</Alert> : null}
        <div role="status">
          {running ? (
            <Alert severity="info" icon={false}>
              {translate('app.notification.inProgress')}
              <LinearProgress sx={{ mt: 1 }} aria-hidden />
            </Alert>
          ) : null}
        </div>
        <List dense aria-label={translate('infleet.diagnostics.testList')}>
          {DIAGNOSTIC_TESTS.map((test) => {
            const { result, reason } = outcomes[test];
            return (
              <ListItem
                key={test}
                data-test={test}
                secondaryAction={
                  <Chip
                    size="small"
                    color={COLOURS[result]}
                    variant={result === 'notRun' ? 'outlined' : 'filled'}
                    label={translate(`infleet.diagnostics.results.${result}`)}
                  />
                }
              >
                <ListItemText
                  primary={translate(`infleet.diagnostics.tests.${test}`)}
                  secondary={reason ? translate(reason, { _: reason }) : undefined}
                  slotProps={{ secondary: { color: 'error' } }}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {/* The list's tests passed and stage follow the run. */}
        <Button onClick={() => void run().then(refresh)} disabled={running}>
          {translate('infleet.diagnostics.run')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void deploy(car)}
          disabled={running || !allPassed || !validated || busy !== undefined}
        >
          {translate('infleet.deploy.action')}
        </Button>
      </DialogActions>
      {staleDialog}
    </Dialog>
  );
};
