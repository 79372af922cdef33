import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/dataProvider/resources.ts';
import { bodyOf, fakeNetwork } from './fakeNetwork.ts';

describe('spec 7: path templates, query strings and bases', () => {
  it('spec 7: a path template is filled from {id}, {id2}, {id3} and {cmd}', async () => {
    const net = fakeNetwork();
    await net.engine.call('updateStatus', 'UPDATE', {
      id: '1HGCM82633A004352',
      id2: 'AVAILABLE',
      id3: 'OUT OF SERVICE',
    });
    expect(net.last().url).toBe(
      'https://vehicles.example/v1/internal/vehicle/1HGCM82633A004352/status/AVAILABLE/OUT%20OF%20SERVICE',
    );
    await net.engine.call('troubleshooting', 'ADD', { id: '1HGCM82633A004352', cmd: 'lock' });
    expect(net.last().url).toBe('https://vehicles.example/v1/vehicle-operations/lock/1HGCM82633A004352');
    await net.engine.call('homeZoneActivation', 'DELETE', { id: 7, id2: 2 });
    expect(net.last().url).toBe('/fleet-api/fleets/2/zones/7');
  });

  it('spec 7: one resource per entity, its search and its record on their own paths', async () => {
    const net = fakeNetwork();
    await net.engine.call('customers', 'SEARCH', { q: 'smi' });
    expect(net.last().url).toBe('/api/customer-process/searchCustomer?q=smi');
    await net.engine.call('customers', 'FETCH', { id: 7 });
    expect(net.last().url).toBe('/api/customer/7');
    await net.engine.call('tickets', 'FETCH', { id: 5 });
    expect(net.last().url).toBe('/api/tickets/5');
    await net.engine.call('staffs', 'UPDATE', { id: 3, firstName: 'Nadia' });
    expect(net.last().url).toBe('/api/staffs/3');
  });

  it('spec 7: a missing placeholder value fails before any call', async () => {
    const net = fakeNetwork();
    await expect(net.engine.call('troubleshooting', 'ADD', { id: 'VIN' })).rejects.toThrow(/\{cmd\}/);
    expect(net.sent).toHaveLength(0);
  });

  it('spec 7: a urlQuery object is appended as a query string', async () => {
    const net = fakeNetwork();
    await net.engine.call('infleetValidate', 'VALIDATE', { urlQuery: { update: true }, vinNumber: 'X' });
    expect(net.last().url).toBe('/api/infleet/validate?update=true');
    expect(bodyOf(net.last())).toEqual({ vinNumber: 'X' });
    await net.engine.call('homeZoneMap', 'SEARCH', { urlQuery: { includeInactive: true }, fleetId: 2 });
    expect(net.last().url).toBe('/fleet-api/fleets/zones?includeInactive=true&fleetId=2');
  });

  it('spec 7: id, url, origData and form are never sent in the body', async () => {
    const net = fakeNetwork();
    await net.engine.call('tickets', 'UPDATE', {
      id: 42,
      url: '/tickets',
      origData: { subject: 'Old' },
      form: { dirty: true },
      goto: '/ticket-search',
      subject: 'New',
    });
    expect(bodyOf(net.last())).toEqual({ subject: 'New' });
  });

  it('spec 7: a url parameter replaces the path template', async () => {
    const net = fakeNetwork();
    await net.engine.call('infleetValidate', 'VALIDATE', {
      url: '/infleet/validate?update=true',
      vinNumber: 'X',
    });
    expect(net.last().url).toBe('/api/infleet/validate?update=true');
  });

  it('spec 7: vehicle and fleet paths use their own configured bases, the rest the API base', async () => {
    const net = fakeNetwork();
    await net.engine.call('cars', 'SEARCH', { vin: 'ABC' });
    expect(net.last().url).toBe('https://vehicles.example/v1/vehicle/search?vin=ABC');
    await net.engine.call('provider', 'SEARCH', {});
    expect(net.last().url).toBe('/fleet-api/fleets/wakeup/provider');
    await net.engine.call('currentStaff', 'FETCH', {});
    expect(net.last().url).toBe('/api/currentStaff');
  });

  it('spec 7: the table holds every path shape the spec lists', () => {
    const paths = new Set(
      Object.values(RESOURCES).flatMap((entry) => [entry.path, ...Object.values(entry.paths ?? {})]),
    );
    const spec = [
      '/authentication/token',
      '/authentication/validate',
      '/authentication/revoke',
      '/activity-log/getactivity/{id}',
      '/customer-process/searchCustomer',
      '/customer/{id}',
      '/customer',
      '/customer-process/alertNote/{id}',
      '/customer-process/accountSummary/{id}',
      '/customer-process/personalInformation/{id}',
      '/customer-process/membership/{id}',
      '/customer-process/driverLicence/{id}',
      '/customer-process/paymentInformation/{id}',
      '/customer-process/school/{id}',
      '/customer-process/profileNotes/{id}',
      '/customer-process/profileNotes/{id}/{id2}',
      '/membership',
      '/notes',
      '/staffs',
      '/currentStaff',
      '/tickets',
      '/tickets/{id}',
      '/tickets/{id}/customers',
      '/tickets/{id}/vehicle',
      '/payments',
      '/customers-billing/payments',
      '/customers-billing/balances',
      // One payment by its id, as /bill/{id} is one trip's.
      '/customers-billing/paymentdetails/{id}',
      '/customers-billing/productfeesdetails',
      '/customers-billing/netfuelreimbursement',
      '/customers-billing/monthlyStatementList',
      '/customers-billing/genMonthlyStatement',
      '/customers-billing/transactiondetails',
      '/bill/{id}',
      '/transaction/gen-special-fee-trans',
      '/transaction/gen-special-fee-reversal',
      '/transaction/gen-trip-adj',
      '/promotions',
      '/promotions/promocode/{id}',
      '/customer-freeminute',
      '/customer-freeminute/summary',
      '/apply-promo',
      '/regions',
      '/subChannels',
      '/files',
      '/files/upload',
      '/freeminutes-massimport',
      '/applypromo-massimport',
      '/promotions-massimport',
      '/mass-imports',
      '/vehicle-service/reservation',
      '/internal/reservation/vehicle/available',
      '/vehicle/search',
      // Served without the spec's trailing slash (README, departures).
      '/internal/vehicle/search/msisdn',
      '/vehicle/{id}',
      '/vehicle-operations/wakeup/{id}',
      '/internal/vehicle/{id}/status/{id2}/{id3}',
      '/telemetry/{id}/latest',
      '/internal/vehicle/{id}/history',
      '/internal/vehicle/{id}/data',
      '/vehicle-operations/runDiagnostics',
      '/vehicle-operations/diagnosticResults/{id}',
      '/vehicle-operations/{cmd}/{id}',
      '/vehicle-operations/{id}',
      '/infleet',
      '/infleet/validate',
      '/infleet/formFields',
      '/infleet/pendingVehicles',
      '/infleet/promote/{id}',
      '/infleet/vendor',
      '/internal/trip/{id}',
      '/internal/trip/vehicle/{id}',
      '/internal/trip/customer/{id}',
      '/internal/trip/active',
      '/internal/trip/telemetry/{id}',
      '/internal/trip/directions',
      '/internal/trip/{id}/{cmd}',
      // Served without the spec's trailing slash (README, departures).
      '/internal/trip/completed/{id2}/vehicle/{id}',
      '/trips',
      '/fleet-service/internal/fleets',
      '/fleets/zones',
      '/fleets/{id2}/zones/{id}',
      '/fleets/zones/{id}/audit',
      '/parking/spots',
      '/fleets/wakeup/provider',
      '/fleets/{id}/wakeup/provider/{cmd}',
      '/fleets/wakeup/provider/failures',
      '/parking',
      '/parking/update',
      '/parking/add',
    ];
    expect(spec.filter((path) => !paths.has(path))).toEqual([]);
  });
});
