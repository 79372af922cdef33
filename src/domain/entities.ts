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
  // Spec 2, Billing tab, Free mins & promo codes: a member's free minutes and the promo codes applied to them, on the Billing tab.
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
  // Spec 4, infleeting flow: the cars being infleeted, the list of /infleet (GET /infleet/pendingVehicles).
  pendingVehicles: 'infleet',
  homeZones: 'homeZone',
  parking: 'parkingData',
  fleetManagement: 'fleetManagement',
  // Spec 3, Wakeup provider: the providers' failure records, a list of the Fleet Management page.
  providerFailures: 'fleetManagement',
  parkingTickets: 'parkingTicket',
  staffs: 'team',
  rolesPermissions: 'rolesPermissions',
  // Spec 1, Analytics (README, Analytics is at /analytics): the charts of the Analytics screen and their CSV downloads.
  analytics: 'analytics',
  // Spec 1, Notifications: each staff member's own notifications (the bell).
  notifications: 'notifications',
} as const satisfies Record<string, Area>;

export type Entity = keyof typeof ENTITY_AREAS;
export const ENTITIES = Object.keys(ENTITY_AREAS) as Entity[];

export const areaOfEntity = (entity: Entity): Area => ENTITY_AREAS[entity];
