import { Box, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  BooleanInput,
  Confirm,
  NumberInput,
  TextInput,
  useCreate,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { isStale, useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { zodValidators } from '../../custom/forms/zodValidator.ts';
import type { ApiErrorBody } from '../../domain/apiError.ts';
import { parkingLotFields, type ParkingLot } from '../../domain/parking/parkingLot.ts';
import { SummaryDialog, type FieldErrors, type Values } from '../../custom/forms/SummaryDialog.tsx';
import { useFleetChoices } from '../../custom/fleet/useFleetChoices.ts';

// Leaflet in its own chunk, fetched as the modal opens.
const PointPickerMap = lazy(() => import('../../custom/maps/PointPickerMap.tsx'));

/** Where the picker opens for a new lot: the first fleet's city. */
const VANCOUVER: [number, number] = [49.2827, -123.1207];

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

/** Inside the form: tells the modal whether it holds changes not yet saved. */
const DirtyProbe = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty, isSubmitting } = useFormState();
  const dirty = isDirty && !isSubmitting;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
};

/**
 * Spec 2 "Parking lot" modal over the lot list: spec 5's rules at each field as the server
 * checks them; the point typed, or picked by a click on the modal's map. Escape, a click
 * outside or Cancel on an edited lot asks before discarding the changes. /parking/update is a POST, so the lot goes in the body and its
 * version as If-Match; a stale copy offers to reload. Spec 8's parking lot messages: added or
 * updated on success, the failure's text otherwise with the server's message at its field.
 */
export const ParkingLotDialog = ({ lot: opened, onClose, onSaved }: ParkingLotDialogProps) => {
  const translate = useTranslate();
  const [lot, setLot] = useState(opened);
  const dirty = useRef(false);
  const reportDirty = useCallback((now: boolean) => {
    dirty.current = now;
  }, []);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty.current ? setAsking(true) : onClose());
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
      dirty.current = false;
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
      onClose={close}
      width={600}
    >
      {staleDialog}
      <DirtyProbe onChange={reportDirty} />
      <Confirm
        isOpen={asking}
        title="parking.discard.title"
        content="parking.discard.content"
        confirm="parking.discard.confirm"
        cancel="parking.discard.keep"
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
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
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('parking.pickHint')}
      </Typography>
      <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
        <PointPickerMap
          latitude="latitude"
          longitude="longitude"
          center={lot ? [lot.latitude, lot.longitude] : VANCOUVER}
          label={translate('parking.pickMap')}
        />
      </Suspense>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2, mt: 2 }}>
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
