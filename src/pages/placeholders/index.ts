import type { Entity } from '../../domain/entities.ts';
import type { PageDeclaration, RouteDeclaration, Title } from '../../custom/shell/declarations.ts';
import { carActivityPanel } from '../../custom/splitScreen/panels.tsx';

/** A screen of the More menu (spec 2), at its place in the spec's order. */
const moreScreen = (
  order: number,
  name: string,
  path: string,
  entity: Entity,
  title: Title,
  label: string,
): RouteDeclaration => ({ name, path, entity, title, menu: { group: 'more', order, label } });

/**
 * Spec 2's screens that later issues build. Each shows its title and what it will hold
 * (`placeholders.<name>` in i18n). The issue that builds one moves its routes into the
 * entity's resource folder (src/resources/<entity>/index.ts) and drops them here.
 */
export default {
  routes: [
    // Cars
    {
      name: 'cars',
      path: '/cars',
      entity: 'cars',
      title: 'cars',
      menu: { group: 'bar', order: 1, label: 'cars' },
    },
    {
      name: 'carDetail',
      path: '/cars/{vin}',
      entity: 'carDetails',
      title: 'cars',
      parent: 'cars',
      crumbParam: 'vin',
      splitScreen: carActivityPanel,
    },

    // Trips
    {
      name: 'trips',
      path: '/trips',
      entity: 'trips',
      title: 'trips',
      menu: { group: 'bar', order: 3, label: 'trips' },
    },
    {
      name: 'tripDetail',
      path: '/trips/{tripId}',
      entity: 'trips',
      title: 'trips',
      parent: 'trips',
      crumbParam: 'tripId',
    },

    // Payments (spec 6 groups them with customers)
    { name: 'payment', path: '/payments/{paymentId}', entity: 'payments', title: 'payments' },

    // The More menu
    moreScreen(1, 'promotionSearch', '/promotion-search', 'promotions', 'promotions', 'promotions'),
    moreScreen(2, 'import', '/import', 'massImports', 'importLog', 'importLog'),
    moreScreen(3, 'infleet', '/infleet', 'infleet', 'infleet', 'infleeting'),
    moreScreen(4, 'homeZone', '/home-zone', 'homeZones', 'homeZone', 'homeZone'),
    moreScreen(5, 'aimaParking', '/aima-parking', 'parking', 'aimaParking', 'parkingData'),
    moreScreen(
      6,
      'fleetManagement',
      '/fleet-management',
      'fleetManagement',
      'fleetManagement',
      'fleetManagement',
    ),
    moreScreen(7, 'parkingTicket', '/parking-ticket', 'parkingTickets', 'parkingTicket', 'parkingTicket'),
    // No route of its own (spec 2); wakeup providers are a fleet-service tool, so the fleet
    // management area is the one it would need.
    {
      name: 'wakeupProvider',
      path: '/wakeup-provider',
      kind: 'crumbOnly',
      entity: 'fleetManagement',
      title: 'wakeupProvider',
    },
  ],
} satisfies PageDeclaration;
