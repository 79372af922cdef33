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
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DIAGNOSTIC_TESTS, type DiagnosticResultValue } from '../../domain/cars/vehicleCommands.ts';
import { useDiagnostics } from './useDiagnostics.ts';

const COLOURS: Record<DiagnosticResultValue, 'default' | 'info' | 'success' | 'error'> = {
  notRun: 'default',
  running: 'info',
  passed: 'success',
  failed: 'error',
};

/**
 * Spec 2 Car diagnostics: the ten tests of a car, each not run, running, passed or failed (with
 * why), live while they run one after another. Infleeting opens it on a pending car (and adds
 * Deploy, `actions`); the car screen on any car staff see (spec 1: "run diagnostics").
 */
export const CarDiagnosticsDialog = ({
  car,
  onClose,
  onRan,
  actions,
}: {
  car: { vin: string; plateNumber: string };
  onClose: () => void;
  /** After a run, once every test has its result. */
  onRan?: () => void;
  actions?: (run: { running: boolean; allPassed: boolean }) => ReactNode;
}) => {
  const translate = useTranslate();
  const { outcomes, running, loadFailed, allPassed, run } = useDiagnostics(car.vin);
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
        <Button onClick={() => void run().then(onRan)} disabled={running}>
          {translate('infleet.diagnostics.run')}
        </Button>
        {actions?.({ running, allPassed })}
      </DialogActions>
    </Dialog>
  );
};
