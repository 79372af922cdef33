import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DiagnosticList } from './DiagnosticList.tsx';
import type { useDiagnostics } from './useDiagnostics.ts';

/**
 * Spec 2 Car diagnostics: the ten tests of a car, each not run, running, passed or failed (with
 * why), live while they run one after another (`diagnostics`, its parent's useDiagnostics).
 * Infleeting puts its steps above the tests (`children`) and Deploy beside Run (`actions`), and
 * validates the car before running them (`runTests`); the car screen runs them as they are.
 */
export const DiagnosticsPanel = ({
  car,
  diagnostics,
  onClose,
  runTests,
  pending,
  children,
  actions,
}: {
  car: { vin: string; plateNumber: string };
  diagnostics: ReturnType<typeof useDiagnostics>;
  onClose: () => void;
  /** What Run diagnostics does. */
  runTests: () => Promise<void>;
  /** A step before the tests under way (infleeting's validation): its progress text key. */
  pending?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const { outcomes, running, loadFailed } = diagnostics;
  const progress = running ? 'app.notification.inProgress' : pending;
  return (
    <Dialog open onClose={onClose} aria-labelledby="diagnostics-title" fullWidth maxWidth="sm">
      <DialogTitle id="diagnostics-title">
        {translate('infleet.diagnostics.title', { plate: car.plateNumber, vin: car.vin })}
      </DialogTitle>
      <DialogContent>
        {children}
        {loadFailed ? <Alert severity="error">{translate('infleet.diagnostics.loadFailed')}</Alert> : null}
        <div role="status">
          {progress ? (
            <Alert severity="info" icon={false}>
              {translate(progress)}
              <LinearProgress sx={{ mt: 1 }} aria-hidden />
            </Alert>
          ) : null}
        </div>
        <DiagnosticList outcomes={outcomes} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button onClick={() => void runTests()} disabled={running || pending !== undefined}>
          {translate('infleet.diagnostics.run')}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
};
