import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { useDiagnostics } from './useDiagnostics.ts';

/** Spec 1 "run diagnostics" on any car staff see: the ten tests, run as they are. */
export const CarDiagnosticsDialog = ({
  car,
  onClose,
  onRan,
}: {
  car: { vin: string; plateNumber: string };
  onClose: () => void;
  /** After a run, once every test has its result. */
  onRan?: () => void;
}) => {
  const diagnostics = useDiagnostics(car.vin);
  return (
    <DiagnosticsPanel
      car={car}
      diagnostics={diagnostics}
      onClose={onClose}
      runTests={async () => {
        await diagnostics.run();
        onRan?.();
      }}
    />
  );
};
