import type { Area } from './roles.ts';

/**
 * Which role area (spec point 6) opens each react-admin resource. `null` is always allowed
 * (the home page); a resource missing here is refused, so a new screen stays closed until
 * someone decides who may open it.
 */
export const RESOURCE_AREAS: Readonly<Record<string, Area | null>> = {
  dashboard: null,
  customers: 'customers',
  payments: 'customers',
  cars: 'cars',
  car: 'carDetail',
  trips: 'trips',
  tickets: 'tickets',
  promotions: 'promotions',
  massImports: 'import',
  infleet: 'infleet',
  homeZones: 'homeZone',
  parking: 'parkingData',
  fleetManagement: 'fleetManagement',
  parkingTicket: 'parkingTicket',
  staffs: 'team',
  staff: 'team',
};

export const areaOf = (resource: string): Area | null | undefined =>
  Object.hasOwn(RESOURCE_AREAS, resource) ? RESOURCE_AREAS[resource] : undefined;
