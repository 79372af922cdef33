import { describe, expect, it } from 'vitest';
import { bodyOf, fakeNetwork } from './fakeNetwork.ts';

describe('spec 5: before sending', () => {
  it('spec 5: every text value is trimmed and a blank becomes null, at any depth', async () => {
    const net = fakeNetwork();
    // A row without payload rules of its own (customers keep only their sections' fields).
    await net.engine.call('staffs', 'UPDATE', {
      id: 1001,
      firstName: '  Marie ',
      middleName: '   ',
      homeAddress: { line1: ' 12 Main St ', line2: '' },
      tags: [' a ', ''],
    });
    expect(bodyOf(net.last())).toEqual({
      firstName: 'Marie',
      middleName: null,
      homeAddress: { line1: '12 Main St', line2: null },
      tags: ['a', null],
    });
  });

  it('spec 5: numeric-looking text becomes a number only in the fields that are numbers', async () => {
    const net = fakeNetwork();
    await net.engine.call('promotions', 'ADD', {
      promoCode: '2025',
      description: '100',
      freeMinutes: ' 30 ',
      daysValid: '365',
      regDiscount: '12.5',
      numberOfUses: 'many',
    });
    expect(bodyOf(net.last())).toEqual({
      promoCode: '2025',
      description: '100',
      freeMinutes: 30,
      daysValid: 365,
      regDiscount: 12.5,
      numberOfUses: 'many',
    });
  });

  it('spec 5: identifiers stay text: a 20-digit ICCID keeps every digit', async () => {
    const net = fakeNetwork();
    await net.engine.call('infleet', 'ADD', {
      fleetId: '2',
      vinNumber: '1HGCM82633A004352',
      telemeterId: '352656100123456',
      iccid: '89302720396917145678',
      imsi: '302720123456789',
      msisdn: '16045550101',
      plateNumber: '123 ABC',
    });
    expect(net.last().body).toBe(
      '{"fleetId":2,"vinNumber":"1HGCM82633A004352","telemeterId":"352656100123456",' +
        '"iccid":"89302720396917145678","imsi":"302720123456789","msisdn":"16045550101","plateNumber":"123 ABC"}',
    );
  });

  it('spec 5: phone, postal code and customer number stay text in a search', async () => {
    const net = fakeNetwork();
    await net.engine.call('customers', 'SEARCH', {
      phone: '6045550101',
      customerNumber: '0000101',
      postalCode: '12345',
    });
    expect(net.last().url).toBe(
      '/api/customer-process/searchCustomer?phone=6045550101&customerNumber=0000101&postalCode=12345',
    );
  });
});
