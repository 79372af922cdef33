import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import { areaOfEntity } from '../../../src/domain/entities.ts';
import { mayUse } from '../../../src/domain/access.ts';
import { ROLES, ROLE_AREAS } from '../../../src/domain/roles.ts';
import {
  matchRoute,
  menuItems,
  pathOf,
  ROUTE_LIST,
  ROUTES,
  routerPath,
  trailOf,
  type MenuItem,
  type RouteEntry,
} from '../../../src/custom/routes/routeTable.ts';
import { SPEC_MORE_ITEMS } from '../../support/specNavigation.ts';

const byPath = (path: string): RouteEntry | undefined => ROUTE_LIST.find((r) => r.path === path);
const areaOf = (entry: RouteEntry) => (entry.entity === null ? null : areaOfEntity(entry.entity));

describe('spec 2: every route, as the screen folders declare it, with the role area of spec 6', () => {
  // The spec's route table, with the area each screen needs (spec 6) and whether it allows a split screen.
  const SPEC_ROUTES: Array<[string, string | null, boolean]> = [
    ['/', null, false],
    ['/promotion-search', 'promotions', false],
    ['/ticket-search', 'tickets', false],
    ['/new-ticket', 'tickets', true],
    ['/edit-ticket/{ticketId}', 'tickets', true],
    ['/ticket-confirmation', 'tickets', false],
    ['/customer-search', 'customers', false],
    ['/customer-profile', 'customers', false],
    ['/customer-profile/{customerId}', 'customers', true],
    ['/customer-profile/{customerId}/tickets', 'customers', true],
    ['/customer-profile/{customerId}/trips', 'customers', true],
    ['/customer-profile/{customerId}/payments', 'customers', true],
    ['/trips', 'trips', false],
    ['/trips/{tripId}', 'trips', false],
    ['/cars', 'cars', false],
    ['/cars/{vin}', 'carDetail', true],
    ['/payments', 'customers', false], // the Payments list (README departures)
    ['/payments/{paymentId}', 'customers', false],
    ['/infleet', 'infleet', false],
    ['/home-zone', 'homeZone', false],
    ['/import', 'import', false],
    ['/aima-parking', 'parkingData', false],
    ['/fleet-management', 'fleetManagement', false],
    ['/parking-ticket', 'parkingTicket', false],
    ['/team', 'team', false],
    ['/team/{id}', 'team', false],
    ['/roles-permissions', 'rolesPermissions', false],
  ];

  it.each(SPEC_ROUTES)('%s needs area %s (split screen: %s)', (path, area, split) => {
    const entry = byPath(path);
    expect(entry, path).toBeDefined();
    expect(areaOf(entry!)).toBe(area);
    expect(entry!.splitScreen !== undefined).toBe(split);
  });

  it('only the routes the spec names allow a split screen', () => {
    const split = ROUTE_LIST.filter((r) => r.splitScreen).map((r) => r.path);
    expect(split.sort()).toEqual(
      SPEC_ROUTES.filter(([, , s]) => s)
        .map(([p]) => p)
        .sort(),
    );
  });

  it('the signed-out routes are /login, /password-recovery and /reset-password', () => {
    const signedOut = ROUTE_LIST.filter((r) => r.kind === 'signedOut').map((r) => r.path);
    expect(signedOut.sort()).toEqual(['/login', '/password-recovery', '/reset-password']);
  });

  it('/customer-profile redirects to /customer-search', () => {
    expect(byPath('/customer-profile')).toMatchObject({ kind: 'redirect', redirectTo: '/customer-search' });
  });

  it('/tickets/{ticketId} and /wakeup-provider have a breadcrumb but no route', () => {
    expect(byPath('/tickets/{ticketId}')?.kind).toBe('crumbOnly');
    expect(byPath('/wakeup-provider')?.kind).toBe('crumbOnly');
  });

  it('the navigation and breadcrumbs are hidden on /new-ticket and /ticket-confirmation only', () => {
    const hidden = ROUTE_LIST.filter((r) => r.hideChrome).map((r) => r.path);
    expect(hidden.sort()).toEqual(['/new-ticket', '/ticket-confirmation']);
  });

  it("the breadcrumb titles are the spec's words", () => {
    const titles = new Set(Object.values(en.routes as Record<string, string>));
    for (const title of [
      'Login',
      'Password Recovery',
      'Reset Password',
      'Promotions',
      'Tickets',
      'New Ticket',
      'Edit Ticket',
      'Ticket related information',
      'Ticket confirmation',
      'Payments',
      'Customer search',
      'Customer profile',
      'Trips',
      'Cars',
      'Reservation',
      'Infleet',
      'Home Zone',
      'Import Log',
      'Aima Parking',
      'Wakeup Provider',
      'Fleet Management',
      'Parking Ticket',
      'Recent Activity',
    ]) {
      expect(titles, title).toContain(title);
    }
  });

  it('matches a location to its route and parameters', () => {
    expect(matchRoute('/cars/1HGCM82633A004352')).toMatchObject({
      name: 'carDetail',
      params: { vin: '1HGCM82633A004352' },
    });
    expect(matchRoute('/customer-profile/12/trips')).toMatchObject({
      name: 'customerTrips',
      params: { customerId: '12' },
    });
    expect(matchRoute('/customer-profile/12')?.name).toBe('customerProfile');
    expect(matchRoute('/customer-profile')?.name).toBe('customerProfileIndex');
    expect(matchRoute('/')?.name).toBe('home');
    expect(matchRoute('/trips/')?.name).toBe('trips');
    expect(matchRoute('/nowhere')).toBeNull();
    expect(routerPath('/edit-ticket/{ticketId}')).toBe('/edit-ticket/:ticketId');
    expect(pathOf('customerTickets', { customerId: 7 })).toBe('/customer-profile/7/tickets');
  });

  it('every parent a route names is declared, and every title has its French text too', () => {
    for (const entry of ROUTE_LIST) {
      if (entry.parent) expect(ROUTES, entry.name).toHaveProperty(entry.parent);
      // The compiler checks English (Title is a key of en.routes) and i18n/fr/shell.ts against it;
      // this checks what the merged fr.ts holds.
      expect(fr.routes, entry.name).toHaveProperty(entry.title);
    }
  });

  it('every screen shows a view of its resource or a page of its own', () => {
    const blank = ROUTE_LIST.filter(
      (r) => r.kind === 'screen' && !(r.view ? r.resource?.[r.view] : r.component),
    );
    expect(blank.map((r) => r.name)).toEqual([]);
  });

  it('every screen is built: no placeholder component or text remains', () => {
    // The fleet dashboard was the last screen showing a placeholder.
    for (const entry of ROUTE_LIST) expect(entry.component?.name ?? '', entry.name).not.toBe('Placeholder');
    expect(en).not.toHaveProperty('placeholders');
    expect(fr).not.toHaveProperty('placeholders');
  });

  it('every breadcrumb trail leads up from a route to its section', () => {
    expect(trailOf('customerTickets')).toEqual(['customerSearch', 'customerProfile', 'customerTickets']);
    expect(trailOf('carDetail')).toEqual(['cars', 'carDetail']);
  });
});

describe('spec 6: menu items follow the role table', () => {
  const itemsFor = (role: string, items: MenuItem[]) =>
    items.filter((item) => mayUse([role], item.route.entity!)).map((item) => item.label);

  it("links Cars, Members, Trips, Tickets; More: the spec's seven items in order", () => {
    const labels = en.nav as Record<string, string>;
    expect(menuItems('bar').map((i) => labels[i.label])).toEqual(['Cars', 'Members', 'Trips', 'Tickets']);
    expect(menuItems('more').map((i) => labels[i.label])).toEqual(SPEC_MORE_ITEMS);
    // Spec 1's order: Analytics (README departures), Team, Roles & Permissions.
    expect(menuItems('admin').map((i) => labels[i.label])).toEqual([
      'Analytics',
      'Team',
      'Roles & Permissions',
    ]);
  });

  it.each([
    ['SYSADM', ['cars', 'members', 'trips', 'tickets'], 7, 3],
    ['MGMT', ['cars', 'members', 'trips', 'tickets'], 7, 3],
    ['BI', ['cars', 'members', 'trips', 'tickets'], 1, 1],
    ['MSA', ['cars', 'members', 'trips', 'tickets'], 1, 0],
    ['OC', ['cars', 'members', 'trips', 'tickets'], 1, 0],
    ['FLEET', ['cars', 'members', 'trips', 'tickets'], 3, 0],
    ['SUPPORT', ['tickets'], 2, 0],
    ['SVC', ['cars', 'tickets'], 2, 0],
    ['DRIVE', [], 0, 0],
  ])('%s sees links %j, %i More items and %i admin items', (role, links, more, admin) => {
    expect(itemsFor(role, menuItems('bar'))).toEqual(links);
    expect(itemsFor(role, menuItems('more'))).toHaveLength(more);
    expect(itemsFor(role, menuItems('admin'))).toHaveLength(admin);
  });

  it('every role is in the table', () => {
    expect(Object.keys(ROLE_AREAS).sort()).toEqual([...ROLES].sort());
  });
});
