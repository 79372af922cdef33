import { Box } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  NumberInput,
  TextInput,
  useCreate,
  useDataProvider,
  useNotify,
  type Identifier,
} from 'react-admin';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { zodValidators } from '../../custom/forms/zodValidator.ts';
import type { ApiErrorBody } from '../../domain/apiError.ts';
import { parkingLotFields, type ParkingLot } from '../../domain/parking/parkingLot.ts';
import { SummaryDialog, type FieldErrors, type Values } from '../customers/profile/SummaryDialog.tsx';
import { useFleetChoices } from '../fleetManagement/ProviderFailureList.tsx';

const validate = zodValidators(parkingLotFields);
export const parkingField = (name: string) => `parking.fields.${name}`;

/** What a save sends: the form's fields; an update names its lot and sends its version as If-Match. */
const FORM_FIELDS = Object.keys(parkingLotFields);

/** The select offers fleets by their id as text. */
const formValues = (lot: ParkingLot | undefined): Values =>
  lot ? { ...lot, fleetId: String(lot.fleetId) } : { visibleOnApp: true, overflowSpaces: 0 };

const errorBodyOf = (error: unknown) => (error as { body?: Partial<ApiErrorBody> } | null)?.body;

export interface ParkingLotDialogProps {
  /** The lot to update, as the list holds it; none to add one. */
  lot?: ParkingLot;
  onClose: () => void;
  onSaved: (id: Identifier) => void;
}

/**
 * Spec 2 "Parking lot" modal over the lot list (issue 22 point 2): spec 5's rules at each field
 * as the server checks them. /parking/update is a POST, so the lot goes in the body and its
 * version as If-Match; a stale copy offers to reload. Spec 8's parking lot messages: added or
 * updated on success, the failure's text otherwise with the server's message at its field.
 */
export const ParkingLotDialog = ({ lot: opened, onClose, onSaved }: ParkingLotDialogProps) => {
  const [lot, setLot] = useState(opened);
  const notify = useNotify();
  const fleets = useFleetChoices();
  const [create] = useCreate();
  const dataProvider = useDataProvider();
  // A save from an older copy (412): the lot as saved since, its version the next save's If-Match.
  const { onError: onStale, staleDialog } = useStaleReload(async () => {
    const { data } = await dataProvider.getList<ParkingLot>('parking', {
      filter: { lotId: opened?.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
    });
    if (data[0]) setLot(data[0]);
    return { data: formValues(data[0] ?? lot) };
  });

  const save = async (values: Values): Promise<true | FieldErrors> => {
    const data = Object.fromEntries(FORM_FIELDS.map((name) => [name, values[name]]));
    try {
      const saved = lot
        ? await create(
            'parkingUpdate',
            { data: { ...data, lotId: lot.id }, meta: { ifMatch: lot.version } },
            { returnPromise: true },
          )
        : await create('parkingAdd', { data }, { returnPromise: true });
      notify(lot ? 'parking.updated' : 'parking.added', { type: 'success' });
      onSaved(saved.id);
      return true;
    } catch (error) {
      if (isStale(error)) {
        onStale(error);
        return {};
      }
      notify(lot ? 'parking.updateFailed' : 'parking.addFailed', { type: 'error' });
      return errorBodyOf(error)?.fields ?? {};
    }
  };

  const number = (source: 'latitude' | 'longitude' | 'spaces' | 'overflowSpaces') => (
    <NumberInput source={source} label={parkingField(source)} validate={validate[source]} />
  );
  const flag = (source: 'visibleOnApp' | 'overflowParking' | 'ubcParking') => (
    <BooleanInput source={source} label={parkingField(source)} helperText={false} />
  );
  return (
    <SummaryDialog
      open
      title={lot ? 'parking.updateTitle' : 'parking.addTitle'}
      defaultValues={formValues(lot)}
      onSave={save}
      onClose={onClose}
      width={600}
    >
      {staleDialog}
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="name" label={parkingField('name')} validate={validate.name} />
        <AppSelectInput
          source="fleetId"
          label={parkingField('fleetId')}
          validate={validate.fleetId}
          choices={fleets}
          translateChoice={false}
        />
        {number('latitude')}
        {number('longitude')}
        {number('spaces')}
        {number('overflowSpaces')}
      </Box>
      <TextInput
        source="description"
        label={parkingField('description')}
        validate={validate.description}
        multiline
        fullWidth
      />
      <TextInput
        source="analysisArea"
        label={parkingField('analysisArea')}
        validate={validate.analysisArea}
        fullWidth
      />
      {flag('visibleOnApp')}
      {flag('overflowParking')}
      {flag('ubcParking')}
    </SummaryDialog>
  );
};
