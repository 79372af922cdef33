import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { PlateInput } from '../../custom/forms/PlateInput.tsx';
import { zodFormValidator } from '../../custom/forms/zodFormValidator.ts';
import { addCar } from '../../domain/cars/addCar.ts';
import { prefilledBoxId } from '../../domain/cars/boxIdPrefill.ts';
import type { InfleetFormFields, UniqueField } from '../../domain/cars/infleet.ts';
import { useUniqueOnBlur } from './useUniqueOnBlur.ts';

/** The field's rule, read from the add-car schema with the whole form (as POST /infleet reads it). */
const rule = (field: keyof typeof addCar.shape) => zodFormValidator(addCar, field);
/** The SIM's numbers read as on the car's detail. */
const SIM_NUMBERS: readonly string[] = ['msisdn', 'imsi', 'iccid'];
const label = (field: string) =>
  SIM_NUMBERS.includes(field) ? `cars.fields.${field}` : `infleet.fields.${field}`;
const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));

/** The model list offers a model and its year as one choice; the form keeps its parts apart for POST /infleet. */
const MODEL_RULES = [rule('carModel'), rule('modelYear')];

const Column = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Grid>
  );
};

/**
 * Spec 2 Add Car modal: the car on the left, the box and its SIM on the right; spec 5's rules
 * from src/domain at each field, and the blur check of the fields no two cars share.
 */
export const AddCarInputs = ({ formFields }: { formFields: InfleetFormFields }) => {
  const form = useFormContext();
  const { validators, check } = useUniqueOnBlur();
  const make: unknown = useWatch({ name: 'carMake' });
  const models = formFields.vehicleModels.find((entry) => entry.makeName === make)?.models ?? [];
  const unique = (field: UniqueField, ...rules: Validator[]) => ({
    source: field,
    label: label(field),
    validate: [...rules, validators[field]],
    onBlur: check(field),
    fullWidth: true,
  });
  const chooseModel = (vehicleModelId: unknown) => {
    const model = models.find((entry) => entry.vehicleModelId === Number(vehicleModelId));
    form.setValue('carModel', model?.modelName);
    form.setValue('modelYear', model?.modelYear);
  };
  return (
    <Grid container columnSpacing={3}>
      <Column title="infleet.add.car">
        <AppSelectInput
          {...unique('fleetId', rule('fleetId'))}
          choices={formFields.fleets.map((fleet) => ({ id: fleet.fleetId, name: fleet.fleetName }))}
          translateChoice={false}
        />
        <TextInput {...unique('vinNumber', rule('vinNumber'))} />
        <PlateInput {...unique('plateNumber', rule('plateNumber'))} />
        <AppSelectInput
          source="carMake"
          label={label('carMake')}
          validate={rule('carMake')}
          choices={named(formFields.vehicleModels.map((entry) => entry.makeName))}
          translateChoice={false}
          onChange={() => {
            form.setValue('vehicleModelId', '');
            chooseModel('');
          }}
          fullWidth
        />
        <AppSelectInput
          source="vehicleModelId"
          label={label('carModel')}
          validate={MODEL_RULES}
          choices={models.map((model) => ({
            id: model.vehicleModelId,
            name: `${model.modelName} ${model.modelYear}`,
          }))}
          translateChoice={false}
          onChange={() => chooseModel(form.getValues('vehicleModelId'))}
          fullWidth
        />
      </Column>
      <Column title="infleet.add.sim">
        <AppSelectInput
          source="telemeterModel"
          label={label('telemeterModel')}
          validate={rule('telemeterModel')}
          choices={named(Object.keys(formFields.telemeterMap))}
          translateChoice={false}
          onChange={() => {
            const boxId = prefilledBoxId(
              form.getValues('telemeterId'),
              form.getValues('telemeterModel'),
              formFields.telemeterMap,
            );
            form.setValue('telemeterId', boxId, { shouldDirty: true });
          }}
          fullWidth
        />
        <TextInput {...unique('telemeterId', rule('telemeterId'))} />
        <AppSelectInput
          source="carrier"
          label={label('carrier')}
          validate={rule('carrier')}
          choices={named(formFields.carriers)}
          translateChoice={false}
          fullWidth
        />
        <TextInput {...unique('msisdn', rule('msisdn'))} />
        <TextInput {...unique('imsi', rule('imsi'))} />
        <TextInput {...unique('iccid', rule('iccid'))} />
      </Column>
    </Grid>
  );
};
