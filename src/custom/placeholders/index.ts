import type { PageDeclaration } from '../shell/declarations.ts';
import { carActivityPanel, willHold } from '../splitScreen/panels.tsx';

const ticketPanel = willHold('ticketRelatedInformation', 'splitScreen.ticketRelatedInformation');

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

    // Tickets
    {
      name: 'ticketSearch',
      path: '/ticket-search',
      entity: 'tickets',
      title: 'tickets',
      menu: { group: 'bar', order: 4, label: 'tickets' },
    },
    {
      name: 'newTicket',
      path: '/new-ticket',
      entity: 'tickets',
      title: 'newTicket',
      parent: 'ticketSearch',
      hideChrome: true,
      splitScreen: ticketPanel,
    },
    {
      name: 'editTicket',
      path: '/edit-ticket/{ticketId}',
      entity: 'tickets',
      title: 'editTicket',
      parent: 'ticketSearch',
      splitScreen: ticketPanel,
    },
    {
      name: 'ticketConfirmation',
      path: '/ticket-confirmation',
      entity: 'tickets',
      title: 'ticketConfirmation',
      parent: 'ticketSearch',
      hideChrome: true,
    },
    {
      name: 'ticket',
      path: '/tickets/{ticketId}',
      kind: 'crumbOnly',
      entity: 'tickets',
      title: 'tickets',
      parent: 'ticketSearch',
      crumbParam: 'ticketId',
    },

    // Payments (spec 6 groups them with customers)
    { name: 'payment', path: '/payments/{paymentId}', entity: 'payments', title: 'payments' },

    // The More menu
    {
      name: 'promotionSearch',
      path: '/promotion-search',
      entity: 'promotions',
      title: 'promotions',
      menu: { group: 'more', order: 1, label: 'promotions' },
    },
    {
      name: 'import',
      path: '/import',
      entity: 'massImports',
      title: 'importLog',
      menu: { group: 'more', order: 2, label: 'importLog' },
    },
    {
      name: 'infleet',
      path: '/infleet',
      entity: 'infleet',
      title: 'infleet',
      menu: { group: 'more', order: 3, label: 'infleeting' },
    },
    {
      name: 'homeZone',
      path: '/home-zone',
      entity: 'homeZones',
      title: 'homeZone',
      menu: { group: 'more', order: 4, label: 'homeZone' },
    },
    {
      name: 'aimaParking',
      path: '/aima-parking',
      entity: 'parking',
      title: 'aimaParking',
      menu: { group: 'more', order: 5, label: 'parkingData' },
    },
    {
      name: 'fleetManagement',
      path: '/fleet-management',
      entity: 'fleetManagement',
      title: 'fleetManagement',
      menu: { group: 'more', order: 6, label: 'fleetManagement' },
    },
    {
      name: 'parkingTicket',
      path: '/parking-ticket',
      entity: 'parkingTickets',
      title: 'parkingTicket',
      menu: { group: 'more', order: 7, label: 'parkingTicket' },
    },
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
