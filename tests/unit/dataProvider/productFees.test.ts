import { describe, expect, it } from 'vitest';
import { FeeWithoutAmountError } from '../../../src/dataProvider/transforms/productFees.ts';
import { fakeNetwork, json } from './fakeNetwork.ts';

const fee = (code: string, type: string, name: string, netAmount?: number) => ({
  code,
  type,
  name,
  netAmount,
});

describe('spec 7 Billing fee fetch: the fee resource receive rule', () => {
  it('spec 7: sends the optional type and answers the fees sorted by type then name', async () => {
    const net = fakeNetwork(() =>
      json([
        fee('smoking', 'trip', 'Smoking fee', 150),
        fee('collection', 'account', 'Collection fee', 35),
        fee('cleaning', 'trip', 'Cleaning fee', 50),
        fee('administration', 'account', 'Administration fee', 15),
      ]),
    );
    const fees = await net.engine.call<{ code: string }[]>('fee', 'FETCH', { type: 'trip' });
    expect(net.last().url).toMatch(/\/customers-billing\/productfeesdetails\?type=trip$/);
    expect(fees.map((f) => f.code)).toEqual(['administration', 'collection', 'cleaning', 'smoking']);
  });

  it('spec 3 Billing fee: a fee without netAmount is an error naming it, never shown as 0', async () => {
    const net = fakeNetwork(() =>
      json([
        fee('cleaning', 'trip', 'Cleaning fee', 50),
        fee('petHair', 'trip', 'Pet hair fee'),
        { ...fee('smoking', 'trip', 'Smoking fee'), netAmount: null },
      ]),
    );
    const fetched = net.engine.call('fee', 'FETCH');
    await expect(fetched).rejects.toBeInstanceOf(FeeWithoutAmountError);
    await expect(fetched).rejects.toMatchObject({
      fees: ['petHair', 'smoking'],
      messageKey: 'billing.modals.feeWithoutAmount',
    });
  });

  it('sends no type when none is asked', async () => {
    const net = fakeNetwork(() => json([]));
    expect(await net.engine.call('fee', 'FETCH', {})).toEqual([]);
    expect(net.last().url).toMatch(/\/customers-billing\/productfeesdetails$/);
  });
});
