import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { HttpError } from '../../dataProvider/HttpError.ts';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { PlateInput } from '../../custom/forms/PlateInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import type { CarDetail } from '../../domain/cars/carSearch.ts';
import { formatPlate, plateSchema } from '../../domain/cars/plate.ts';
import { SummaryDialog, type Values } from '../../custom/forms/SummaryDialog.tsx';

const validatePlate = zodValidator(plateSchema);

/**
 * Spec 2 Change car plate modal: the plate held to spec 5's shapes, sent with the car's
 * version. Another car's plate shows at the field; a car changed since it loaded offers to
 * reload; any other failure reads spec 8's 'Car update failed'.
 */
export const ChangePlateDialog = ({
  car,
  onClose,
  onSaved,
}: {
  car: CarDetail;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failed, setFailed] = useState(false);
  const { onError, staleDialog } = useStaleReload(async () => {
    await onSaved();
    onClose();
    return { data: undefined };
  });
  const save = async ({ plateNumber }: Values) => {
    setFailed(false);
    try {
      await dataProvider.update('cars', {
        id: car.vin,
        data: { plateNumber: formatPlate(String(plateNumber)) },
        previousData: car,
      });
      await onSaved();
      return true;
    } catch (caught) {
      const fields = (caught as HttpError).body?.errors;
      if ((caught as HttpError).status === 409 && fields) return fields;
      if (isStale(caught)) onError(caught);
      else setFailed(true);
      return false;
    }
  };
  return (
    <>
      <SummaryDialog
        open
        title="cars.plate.title"
        defaultValues={{ plateNumber: car.plateNumber }}
        onSave={save}
        onClose={onClose}
        error={failed ? translate('cars.plate.failed') : undefined}
      >
        <PlateInput
          source="plateNumber"
          label="cars.fields.licencePlate"
          validate={validatePlate}
          fullWidth
        />
      </SummaryDialog>
      {staleDialog}
    </>
  );
};
