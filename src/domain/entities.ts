import type { Area } from './roles.ts';

/**
 * Which role area (spec point 6) each entity belongs to, answered once: web resources,
 * routes, home-search kinds and server routes name their entity and look its area up here.
 * Car detail is its own entity because the spec's role table lists it apart from cars.
 */
export const ENTITY_AREAS = {
  customers: 'customers',
  payments: 'customers',
  // Staff book and cancel cars for a member on the profile's Reservation tab.
  reservations: 'customers',
  // Issue 19: a member's free minutes and the promo codes applied to them, on the Billing tab.
  freeMinutes: 'customers',
  promoApplications: 'customers',
  cars: 'cars',
  carDetails: 'carDetail',
  trips: 'trips',
  tickets: 'tickets',
  // Uploaded files (/files, /files/upload): ticket attachments, every ticket role's; a mass
  // import's files are massImports' (server/routes/files decides which a file is).
  files: 'tickets',
  promotions: 'promotions',
  massImports: 'import',
  infleet: 'infleet',
  // Issue 20 point 4: the cars being infleeted, the list of /infleet (GET /infleet/pendingVehicles).
  pendingVehicles: 'infleet',
  homeZones: 'homeZone',
  parking: 'parkingData',
  fleetManagement: 'fleetManagement',
  // Issue 20 point 5: the wakeup providers' failure records, a list of the Fleet Management page.
  providerFailures: 'fleetManagement',
  parkingTickets: 'parkingTicket',
  staffs: 'team',
  rolesPermissions: 'rolesPermissions',
  // Issue 22 point 4: the charts of the Analytics screen and their CSV downloads.
  analytics: 'analytics',
  // Issue 22 point 5: each staff member's own notifications (the bell).
  notifications: 'notifications',
} as const satisfies Record<string, Area>;

export type Entity = keyof typeof ENTITY_AREAS;
export const ENTITIES = Object.keys(ENTITY_AREAS) as Entity[];

export const areaOfEntity = (entity: Entity): Area => ENTITY_AREAS[entity];
