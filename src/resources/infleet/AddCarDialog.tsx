import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HttpError } from '../../dataProvider/HttpError.ts';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { SummaryDialog, type Values } from '../../custom/forms/SummaryDialog.tsx';
import { AddCarInputs } from './AddCarInputs.tsx';
import { CarAddedDialog } from './CarAddedDialog.tsx';
import { useFormFields } from './useFormFields.ts';

/** Spec 2: the Add Car modal is 640 px wide. */
const WIDTH = 640;

/**
 * Spec 2 Add Car modal and spec 8 Car add: POST /infleet, then the box registered with its
 * vendor (POST /infleet/vendor, from the version the add answered). Field refusals (400, and
 * 409 for a value taken meanwhile) show at their fields; a 500 says spec 8's text in the
 * modal; a 502 closes it. A vendor failure leaves the car pending at "added" and says to
 * validate it; a registered car turns the modal into the confirmation with Run Diagnostics.
 */
export const AddCarDialog = ({
  onClose,
  onAdded,
  onRunDiagnostics,
}: {
  onClose: () => void;
  onAdded: () => void;
  onRunDiagnostics: (car: PendingVehicle) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const formFields = useFormFields();
  const [failure, setFailure] = useState<string>();
  const [registered, setRegistered] = useState<PendingVehicle>();

  const register = async (car: PendingVehicle) => {
    try {
      setRegistered(
        await dataProvider.call<PendingVehicle>('infleetVendor', 'ADD', {
          vin: car.vin,
          ifMatch: car.version,
        }),
      );
    } catch {
      notify('infleet.add.vendorFailed', { type: 'warning' });
      onClose();
    }
    onAdded();
  };

  const save = async ({ vehicleModelId: _choice, ...car }: Values) => {
    setFailure(undefined);
    let added: PendingVehicle;
    try {
      added = await dataProvider.call<PendingVehicle>('infleet', 'ADD', car);
    } catch (caught) {
      const error = caught as HttpError;
      if (error.status === 502) {
        notify(error.message, { type: 'error' });
        onClose();
      } else if (error.body?.errors && (error.status === 400 || error.status === 409)) {
        return error.body.errors;
      } else setFailure(error.status === 500 ? translate('infleet.add.failed') : error.message);
      return false;
    }
    await register(added);
    // The modal stays, as its confirmation (or is already closed on a vendor failure).
    return false;
  };

  if (registered) {
    return (
      <CarAddedDialog
        car={registered}
        onClose={onClose}
        onRunDiagnostics={() => {
          onClose();
          onRunDiagnostics(registered);
        }}
      />
    );
  }
  return (
    <SummaryDialog
      open
      title="infleet.add.title"
      width={WIDTH}
      defaultValues={{}}
      onSave={save}
      onClose={onClose}
      error={formFields.isError ? translate('infleet.add.formFieldsFailed') : failure}
    >
      {formFields.data ? <AddCarInputs formFields={formFields.data} /> : null}
    </SummaryDialog>
  );
};
