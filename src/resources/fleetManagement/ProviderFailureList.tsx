import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, TextInput, useTranslate } from 'react-admin';
import { AppDateInput } from '../../custom/forms/PickerInputs.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { AppList } from '../../custom/lists/AppList.tsx';
import { DateTimeText } from '../../custom/lists/DateTimeText.tsx';
import { pathOf } from '../../custom/routes/routeTable.ts';
import { useEntityAccess } from '../../custom/routes/useEntityAccess.ts';
import { providerFailureFilters, type ProviderFailureRow } from '../../domain/fleet/wakeupProvider.ts';
import { dayInput } from '../../custom/forms/dayInput.ts';
import { useFleetChoices } from '../../custom/fleet/useFleetChoices.ts';

const label = (name: string) => `wakeupProviders.fields.${name}`;

const dayFilter = (source: 'from' | 'to') => (
  <AppDateInput
    key={source}
    source={source}
    label={label(source)}
    alwaysOn
    helperText={false}
    validate={zodValidator(providerFailureFilters[source])}
    {...dayInput}
  />
);

const Col = DataTable.Col<ProviderFailureRow>;

/**
 * Spec 3 Wakeup provider, the failure records (VIN, status, date, vendor error, internal
 * error): by fleet, VIN start and days in the URL, newest first (or oldest), 25/50/100 a page,
 * CSV export. The row goes nowhere; its VIN opens the car for the roles that open car detail
 * (spec 6), and the internal error is a code put in the reader's language.
 */
export const ProviderFailureList = () => {
  const translate = useTranslate();
  const mayOpenCar = useEntityAccess().allows('carDetails');
  const filters = [
    <AppSelectInput
      key="fleet"
      source="fleet"
      label={label('fleet')}
      alwaysOn
      choices={useFleetChoices()}
      translateChoice={false}
    />,
    <TextInput
      key="vin"
      source="vin"
      label={label('vin')}
      alwaysOn
      parse={(value: string) => value.toUpperCase()}
      validate={zodValidator(providerFailureFilters.vin)}
    />,
    dayFilter('from'),
    dayFilter('to'),
  ];
  return (
    <AppList
      resource="providerFailures"
      title="routes.wakeupProvider"
      filters={filters}
      sort={{ field: 'date', order: 'DESC' }}
      exportable
      rowClick={() => false}
      texts="wakeupProviders"
    >
      <Col
        source="vin"
        label={label('vin')}
        render={(row) =>
          mayOpenCar ? (
            <Link component={RouterLink} to={pathOf('carDetail', { vin: row.vin })}>
              {row.vin}
            </Link>
          ) : (
            row.vin
          )
        }
      />
      <Col
        source="status"
        label={label('failureStatus')}
        render={(row) => translate(`wakeupProviders.failureStatuses.${row.status}`)}
      />
      <Col source="date" label={label('date')} field={DateTimeText} />
      <Col source="vendorError" label={label('vendorError')} />
      <Col
        source="internalError"
        label={label('internalError')}
        render={(row) =>
          row.internalError && translate(`wakeupProviders.internalErrors.${row.internalError}`)
        }
      />
      <Col source="provider" label={label('failedProvider')} />
      <Col source="fleetName" label={label('fleet')} />
    </AppList>
  );
};
