import type { ExpressionBuilder, Selectable } from 'kysely';
import type { CarIdentity, CarSearchRow } from '../../../src/domain/cars/carSearch.ts';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import type { CarsTable, Database } from '../../db/schema.ts';

/** The columns that name a car and its box: every car row starts with them (the searches', the pending cars', the seed's). */
export const carIdentityColumns = [
  'vin',
  'plate_number',
  'fleet_id',
  'make',
  'model',
  'model_year',
  'telemeter_model',
  'telemeter_id',
  'carrier',
  'msisdn',
] as const;

/** The columns of the car's state as its box last reported it, and whether it is in the fleet. */
export const carStateColumns = [
  'status',
  'is_active',
  'latitude',
  'longitude',
  'fuel_level',
  'battery_voltage',
  'odometer',
] as const;

export const carColumns = [...carIdentityColumns, ...carStateColumns] as const;

/**
 * The fleet's region name as a scalar subquery: it runs for the rows the page returns only,
 * so the index scan that orders the page stays the plan's driver (a join could turn it into a sort).
 */
export const fleetName = (eb: ExpressionBuilder<Database, 'cars'>) =>
  eb
    .selectFrom('regions')
    .select('regions.name')
    .whereRef('regions.id', '=', 'cars.fleet_id')
    .as('fleet_name');

export type CarIdentityRow = Pick<Selectable<CarsTable>, (typeof carIdentityColumns)[number]> & {
  fleet_name: string | null;
};
type CarRow = CarIdentityRow & Pick<Selectable<CarsTable>, (typeof carColumns)[number]>;

export const toCarIdentity = (row: CarIdentityRow): CarIdentity => ({
  vin: row.vin,
  plateNumber: row.plate_number,
  fleetId: row.fleet_id,
  fleetName: row.fleet_name ?? '',
  make: row.make,
  model: row.model,
  modelYear: row.model_year,
  telemeterModel: row.telemeter_model,
  telemeterId: row.telemeter_id,
  carrier: row.carrier,
  msisdn: row.msisdn,
});

export const toCarSearchRow = (row: CarRow): CarSearchRow => ({
  ...toCarIdentity(row),
  status: row.status as CarStatus,
  isActive: row.is_active,
  latitude: row.latitude,
  longitude: row.longitude,
  fuelLevel: row.fuel_level,
  batteryVoltage: row.battery_voltage === null ? null : Number(row.battery_voltage), // numeric arrives as text
  odometer: row.odometer,
});
