import { DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { AppList } from '../../custom/lists/AppList.tsx';
import { RecordLink } from '../../custom/lists/RecordLink.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { pathOf } from '../../custom/routes/routeTable.ts';
import type { CarSearchRow } from '../../domain/cars/carSearch.ts';
import { carSearchQuery } from '../../domain/cars/carSearchQuery.ts';
import { SEARCHED_CAR_STATUSES } from '../../domain/cars/carStatus.ts';

const rule = carSearchQuery.shape;
const field = (name: string) => `cars.fields.${name}`;

const textFilter = (source: 'licencePlate' | 'vin' | 'telemeterId' | 'model' | 'msisdn') => (
  <TextInput
    key={source}
    source={source}
    label={field(source)}
    alwaysOn
    validate={zodValidator(rule[source])}
  />
);

/** Spec 3, Car search: plate, VIN, box id, status, model and MSISDN, each checked by the API's rule. */
const carFilters = [
  textFilter('licencePlate'),
  textFilter('vin'),
  textFilter('telemeterId'),
  <AppSelectInput
    key="status"
    source="status"
    label={field('status')}
    alwaysOn
    choices={SEARCHED_CAR_STATUSES.map((status) => ({ id: status, name: `cars.statuses.${status}` }))}
  />,
  textFilter('model'),
  textFilter('msisdn'),
];

export const CarStatusText = () => {
  const translate = useTranslate();
  const car = useRecordContext<CarSearchRow>();
  return car ? <>{translate(`cars.statuses.${car.status}`)}</> : null;
};

/** No order until staff click a column: the server lists by the filter's own index (as the member search). */
const FILTER_ORDER = { field: '', order: 'ASC' } as const;

/**
 * The car search at /cars (spec 3 Car search): filters in the URL, the orders the server reads
 * from an index, rows per page, CSV export; a row opens the car's detail.
 */
export const CarList = () => (
  <AppList
    resource="cars"
    title="routes.cars"
    filters={carFilters}
    sort={FILTER_ORDER}
    exportable
    rowClick={(id) => pathOf('carDetail', { vin: String(id) })}
    texts="cars.search"
  >
    <DataTable.Col source="licencePlate" label={field('licencePlate')}>
      <RecordLink source="plateNumber" />
    </DataTable.Col>
    <DataTable.Col source="vin" label={field('vin')} />
    <DataTable.Col source="status" label={field('status')} field={CarStatusText} />
    <DataTable.Col source="make" label={field('make')} />
    <DataTable.Col source="model" label={field('model')} />
    <DataTable.Col source="fleetName" label={field('fleet')} />
    <DataTable.Col source="telemeterId" label={field('telemeterId')} />
    <DataTable.Col source="msisdn" label={field('msisdn')} />
  </AppList>
);
