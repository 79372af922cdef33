import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VINS = {
  endsHere: 'JTDBCMFE0NJ000001',
  sameStart: 'JTDBCMFE0NJ100002',
  endsLonger: 'KM8K23AG0PU200001',
  startsHere: '000001KM8K23AG0PU',
  endsWithMaker: 'KM8K23AG0PU000JTD',
  beingAdded: 'KNDCB3LC0LZ000001',
};

describe.each(engines)('spec 3 Car search finds the end of a VIN on %s', (engine) => {
  let t: TestApp;
  const search = async (query: string) => {
    const response = await t.app.inject({
      url: `/api/vehicle/search?${query}`,
      headers: t.bearer({ groups: ['FLEET'] }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const vins = async (query: string) =>
    ((await search(query)).body.data as { vin: string }[]).map((car) => car.vin);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(
      t.db,
      Object.values(VINS).map((vin, n) => ({
        ...carRow(vin, `VEN ${100 + n}`, n),
        ...(vin === VINS.beingAdded ? { status: 'INFLEETING', infleet_stage: 'added' } : {}),
      })),
    );
  });
  afterAll(() => t?.close());

  it('matches the VINs that start or end with 4 to 16 characters, in VIN order', async () => {
    expect(await vins('vin=000001')).toEqual([VINS.startsHere, VINS.endsHere]);
    expect(await vins('vin=00001')).toEqual([VINS.endsHere, VINS.endsLonger]);
    expect(await vins('vin=jtdb')).toEqual([VINS.endsHere, VINS.sameStart]);
    expect(await vins('vin=0JTD')).toEqual([VINS.endsWithMaker]);
    const counted = await search('vin=00001&count=1');
    expect(counted.body).toMatchObject({ totalCount: 2, totalPages: 2 });
  });

  it('matches the start alone under 4 characters, and a whole VIN exactly', async () => {
    expect(await vins('vin=JTD')).toEqual([VINS.endsHere, VINS.sameStart]);
    expect(await vins(`vin=${VINS.endsHere.toLowerCase()}`)).toEqual([VINS.endsHere]);
  });

  it('reads an underscore as itself and leaves out the cars being added', async () => {
    expect(await vins('vin=_001')).toEqual([]);
    expect(await vins('vin=Z000001')).toEqual([]);
  });

  it("reads the Home page's free text the same way", async () => {
    expect(await vins('q=000001')).toEqual([VINS.startsHere, VINS.endsHere]);
    expect(await vins('q=200001')).toEqual([VINS.endsLonger]);
  });

  it('refuses what no VIN search takes with its own message', async () => {
    const refused = await search('vin=ABC!');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ vin: 'validation.vinSearch' });
  });
});
