import type { Area } from './roles.ts';

/**
 * Spec point 2: every route of the web app, shared by the router, the navigation bar, the
 * breadcrumbs and the split screen so that they cannot disagree. Paths are written as the
 * spec writes them ({param}); `routerPath` turns them into react-router patterns.
 */

/** Breadcrumb titles (spec 2), plus the navigation sections that have a page of their own. */
export const TITLES = [
  'home',
  'login',
  'passwordRecovery',
  'resetPassword',
  'promotions',
  'tickets',
  'newTicket',
  'editTicket',
  'ticketRelatedInformation',
  'ticketConfirmation',
  'payments',
  'customerSearch',
  'customerProfile',
  'trips',
  'cars',
  'reservation',
  'infleet',
  'homeZone',
  'importLog',
  'aimaParking',
  'wakeupProvider',
  'fleetManagement',
  'parkingTicket',
  'recentActivity',
  'team',
  'rolesPermissions',
] as const;
export type Title = (typeof TITLES)[number];

/**
 * - `screen`: a page of the app (filled now or by a later issue);
 * - `signedOut`: only for signed-out users (login and password pages);
 * - `redirect`: sends the user on to `redirectTo`;
 * - `crumbOnly`: the spec defines its breadcrumb but gives it no route.
 */
export type RouteKind = 'screen' | 'signedOut' | 'redirect' | 'crumbOnly';

export interface RouteEntry {
  path: string;
  kind: RouteKind;
  /** Breadcrumb title, an i18n key under `breadcrumbs.`. */
  title: Title;
  /** The role area it needs (spec 6); null: open to every signed-in user. */
  area: Area | null;
  splitScreen: boolean;
  /** The route whose crumb comes before this one. */
  parent?: RouteName;
  /** The crumb shows this path parameter (a VIN, a trip id) instead of the title. */
  crumbParam?: string;
  /** Spec 2: the navigation bar and the breadcrumbs are hidden here. */
  hideChrome?: true;
  redirectTo?: string;
}

const screen = (
  path: string,
  title: Title,
  area: Area | null,
  more: Partial<RouteEntry> = {},
): RouteEntry => ({ path, kind: 'screen', title, area, splitScreen: false, ...more });

/** Every route by name, in the order the router tries them. */
export const ROUTE_NAMES = [
  'home',
  'login',
  'passwordRecovery',
  'resetPassword',
  'promotionSearch',
  'ticketSearch',
  'newTicket',
  'editTicket',
  'ticketConfirmation',
  'ticket',
  'customerSearch',
  'customerProfileIndex',
  'customerProfile',
  'customerTickets',
  'customerTrips',
  'customerPayments',
  'payment',
  'trips',
  'tripDetail',
  'cars',
  'carDetail',
  'infleet',
  'homeZone',
  'import',
  'aimaParking',
  'fleetManagement',
  'parkingTicket',
  'wakeupProvider',
  'team',
  'teamMember',
  'rolesPermissions',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export const ROUTES: Readonly<Record<RouteName, RouteEntry>> = {
  home: screen('/', 'home', null),
  login: { path: '/login', kind: 'signedOut', title: 'login', area: null, splitScreen: false },
  passwordRecovery: {
    path: '/password-recovery',
    kind: 'signedOut',
    title: 'passwordRecovery',
    area: null,
    splitScreen: false,
  },
  resetPassword: {
    path: '/reset-password',
    kind: 'signedOut',
    title: 'resetPassword',
    area: null,
    splitScreen: false,
  },

  promotionSearch: screen('/promotion-search', 'promotions', 'promotions'),

  ticketSearch: screen('/ticket-search', 'tickets', 'tickets'),
  newTicket: screen('/new-ticket', 'newTicket', 'tickets', {
    splitScreen: true,
    parent: 'ticketSearch',
    hideChrome: true,
  }),
  editTicket: screen('/edit-ticket/{ticketId}', 'editTicket', 'tickets', {
    splitScreen: true,
    parent: 'ticketSearch',
  }),
  ticketConfirmation: screen('/ticket-confirmation', 'ticketConfirmation', 'tickets', {
    parent: 'ticketSearch',
    hideChrome: true,
  }),
  ticket: {
    path: '/tickets/{ticketId}',
    kind: 'crumbOnly',
    title: 'tickets',
    area: 'tickets',
    splitScreen: false,
    parent: 'ticketSearch',
    crumbParam: 'ticketId',
  },

  customerSearch: screen('/customer-search', 'customerSearch', 'customers'),
  customerProfileIndex: {
    path: '/customer-profile',
    kind: 'redirect',
    title: 'customerProfile',
    area: 'customers',
    splitScreen: false,
    redirectTo: '/customer-search',
  },
  customerProfile: screen('/customer-profile/{customerId}', 'customerProfile', 'customers', {
    splitScreen: true,
    parent: 'customerSearch',
  }),
  customerTickets: screen('/customer-profile/{customerId}/tickets', 'tickets', 'customers', {
    splitScreen: true,
    parent: 'customerProfile',
  }),
  customerTrips: screen('/customer-profile/{customerId}/trips', 'trips', 'customers', {
    splitScreen: true,
    parent: 'customerProfile',
  }),
  customerPayments: screen('/customer-profile/{customerId}/payments', 'payments', 'customers', {
    splitScreen: true,
    parent: 'customerProfile',
  }),
  // Spec 6 groups payments with customers.
  payment: screen('/payments/{paymentId}', 'payments', 'customers'),

  trips: screen('/trips', 'trips', 'trips'),
  tripDetail: screen('/trips/{tripId}', 'trips', 'trips', { parent: 'trips', crumbParam: 'tripId' }),

  cars: screen('/cars', 'cars', 'cars'),
  carDetail: screen('/cars/{vin}', 'cars', 'carDetail', {
    splitScreen: true,
    parent: 'cars',
    crumbParam: 'vin',
  }),

  infleet: screen('/infleet', 'infleet', 'infleet'),
  homeZone: screen('/home-zone', 'homeZone', 'homeZone'),
  import: screen('/import', 'importLog', 'import'),
  aimaParking: screen('/aima-parking', 'aimaParking', 'parkingData'),
  fleetManagement: screen('/fleet-management', 'fleetManagement', 'fleetManagement'),
  parkingTicket: screen('/parking-ticket', 'parkingTicket', 'parkingTicket'),
  // No route of its own (spec 2); wakeup providers are a fleet-service tool, so the fleet
  // management area is the one it would need.
  wakeupProvider: {
    path: '/wakeup-provider',
    kind: 'crumbOnly',
    title: 'wakeupProvider',
    area: 'fleetManagement',
    splitScreen: false,
  },

  team: screen('/team', 'team', 'team'),
  teamMember: screen('/team/{id}', 'team', 'team', { parent: 'team', crumbParam: 'id' }),
  rolesPermissions: screen('/roles-permissions', 'rolesPermissions', 'rolesPermissions'),
};

export const routeEntry = (name: RouteName): RouteEntry => ROUTES[name];

/** `/cars/{vin}` → `/cars/:vin`, the pattern react-router matches. */
export const routerPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills a route's parameters: pathOf('carDetail', { vin }) → `/cars/<vin>`. */
export const pathOf = (name: RouteName, params: Record<string, string | number> = {}): string =>
  ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs {${key}}`);
    return encodeURIComponent(String(value));
  });

const compiled = ROUTE_NAMES.map((name) => {
  const path = ROUTES[name].path;
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      keys.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { name, keys, pattern: new RegExp(`^${source === '' ? '/' : source}/?$`) };
});

export interface RouteMatch {
  name: RouteName;
  entry: RouteEntry;
  params: Record<string, string>;
}

/** Which route a location's pathname is, with its parameters; null when none. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  for (const { name, keys, pattern } of compiled) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      params[key] = decodeURIComponent(found[index + 1]);
    });
    return { name, entry: ROUTES[name], params };
  }
  return null;
};

/** The route and its ancestors, outermost first (the breadcrumb trail, without Home). */
export const trailOf = (name: RouteName): RouteName[] => {
  const trail: RouteName[] = [];
  for (let at: RouteName | undefined = name; at; at = ROUTES[at].parent) trail.unshift(at);
  return trail;
};

export interface NavItem {
  route: RouteName;
  /** i18n key under `nav.` */
  label: string;
}

/** Spec 2, navigation bar: the links, in the spec's order. */
export const NAV_LINKS: readonly NavItem[] = [
  { route: 'cars', label: 'cars' },
  { route: 'customerSearch', label: 'members' },
  { route: 'trips', label: 'trips' },
  { route: 'ticketSearch', label: 'tickets' },
];

/** Spec 2, the More menu, in the spec's order. */
export const MORE_ITEMS: readonly NavItem[] = [
  { route: 'promotionSearch', label: 'promotions' },
  { route: 'import', label: 'importLog' },
  { route: 'infleet', label: 'infleeting' },
  { route: 'homeZone', label: 'homeZone' },
  { route: 'aimaParking', label: 'parkingData' },
  { route: 'fleetManagement', label: 'fleetManagement' },
  { route: 'parkingTicket', label: 'parkingTicket' },
];

/** Spec 1 names these sections too; they sit in the More menu, after a divider. */
export const ADMIN_ITEMS: readonly NavItem[] = [
  { route: 'team', label: 'team' },
  { route: 'rolesPermissions', label: 'rolesPermissions' },
];

/** The top-level route a route belongs to, so the bar can mark its section as current. */
export const sectionOf = (name: RouteName): RouteName => trailOf(name)[0];
