import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { AppList } from '../../custom/lists/AppList.tsx';
import type { PendingVehicle } from '../../domain/cars/infleet.ts';
import { formatDate } from '../../domain/formats.ts';
import { AddCarDialog } from './AddCarDialog.tsx';
import { DiagnosticsDialog } from './DiagnosticsDialog.tsx';
import { useFormFields } from './useFormFields.ts';
import { usePendingSteps } from './usePendingSteps.ts';

const label = (name: string) => `infleet.fields.${name}`;
const Col = DataTable.Col<PendingVehicle>;

/** Spec points 2 and 9: the box's id, past 1,440 px, a click away (Columns); each person's choice is kept. */
const HIDDEN_COLUMNS = ['telemeterId'];

/** The server lists the pending cars newest first, and by nothing else. */
const NEWEST_FIRST = { field: '', order: 'ASC' } as const;

/** Validate only before the car is validated; diagnostics once its box is registered; Deploy once tested. */
const RowActions = ({
  car,
  steps,
  onDiagnose,
}: {
  car: PendingVehicle;
  steps: ReturnType<typeof usePendingSteps>;
  onDiagnose: () => void;
}) => {
  const translate = useTranslate();
  const busy = steps.busy !== undefined;
  // Wrapped when the column is narrow: the row's steps stay on screen at 1440 px (spec 2 /infleet).
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        disabled={busy || !(car.stage === 'added' || car.stage === 'vendorRegistered')}
        onClick={() => void steps.validate(car)}
      >
        {translate('infleet.validate.action')}
      </Button>
      <Button size="small" disabled={car.stage === 'added'} onClick={onDiagnose}>
        {translate('infleet.diagnostics.open')}
      </Button>
      <Button size="small" disabled={busy || car.stage !== 'tested'} onClick={() => void steps.deploy(car)}>
        {translate('infleet.deploy.action')}
      </Button>
    </Stack>
  );
};

/** A cell's main text over a secondary line: two facts in one column, for the table to fit 1440 px. */
const TwoLines = ({ main, secondary }: { main: string; secondary: string }) => (
  <>
    <div>{main}</div>
    <Typography variant="caption" component="div" color="text.secondary">
      {secondary}
    </Typography>
  </>
);

/**
 * Spec 2 /infleet (spec 4 Infleeting flow): the cars being infleeted, by fleet in the URL, newest
 * first, with each one's next step; Add car opens the modal. No CSV: the pending list's route
 * does not stream one, and the cars are few.
 */
export const InfleetList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fleets = useFormFields().data?.fleets ?? [];
  const steps = usePendingSteps();
  const [adding, setAdding] = useState(false);
  // The car whose panel is open; `autoRun` when the Car added confirmation asked for its diagnostics.
  const [diagnosing, setDiagnosing] = useState<{ car: PendingVehicle; autoRun?: boolean }>();
  const filters = [
    <AppSelectInput
      key="fleetId"
      source="fleetId"
      label={label('fleetId')}
      alwaysOn
      choices={fleets.map((fleet) => ({ id: String(fleet.fleetId), name: fleet.fleetName }))}
      translateChoice={false}
    />,
  ];
  return (
    <>
      <AppList
        resource="pendingVehicles"
        title="routes.infleet"
        filters={filters}
        sort={NEWEST_FIRST}
        actions={
          <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('infleet.add.action')}
          </Button>
        }
        rowClick={() => false}
        texts="infleet.list"
        hiddenColumns={HIDDEN_COLUMNS}
      >
        {/* Spec 2 /infleet at 1440 px: the plate over the VIN, the stage over its tests passed. */}
        <Col
          source="plateNumber"
          label={label('plateAndVin')}
          render={(car) => <TwoLines main={car.plateNumber} secondary={car.vin} />}
        />
        <Col
          source="model"
          label={label('makeModelYear')}
          render={(car) => `${car.make} ${car.model} ${car.modelYear}`}
        />
        <Col source="fleetName" label={label('fleetId')} />
        <Col source="telemeterId" label={label('telemeterId')} />
        <Col source="addedAt" label={label('addedAt')} render={(car) => formatDate(car.addedAt, locale)} />
        <Col
          source="stage"
          label={label('stage')}
          render={(car) => (
            <TwoLines
              main={translate(`infleet.stages.${car.stage}`)}
              secondary={translate('infleet.list.testsPassed', car.diagnostics)}
            />
          )}
        />
        <Col
          label={label('actions')}
          render={(car) => <RowActions car={car} steps={steps} onDiagnose={() => setDiagnosing({ car })} />}
        />
      </AppList>
      {adding ? (
        <AddCarDialog
          onClose={() => setAdding(false)}
          onAdded={steps.refetch}
          onRunDiagnostics={(car) => setDiagnosing({ car, autoRun: true })}
        />
      ) : null}
      {diagnosing ? (
        <DiagnosticsDialog
          key={diagnosing.car.vin}
          car={diagnosing.car}
          autoRun={diagnosing.autoRun}
          onClose={() => setDiagnosing(undefined)}
        />
      ) : null}
      {steps.staleDialog}
    </>
  );
};
