import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = {
  north: 'JTDKARFU0L3000031', // 1.0 km north of the lot
  east: 'JTDKARFU0L3000032', // 1.45 km east of it
  far: 'JTDKARFU0L3000033', // 7.8 km north, where the member's last trip ended
  nowhere: 'JTDKARFU0L3000034', // no position yet
};
const LOT = { latitude: 49.28, longitude: -123.12 };
const placed = (
  vin: string,
  plate: string,
  n: number,
  at: { latitude: number; longitude: number } | null,
) => ({
  ...carRow(vin, plate, n),
  latitude: at?.latitude ?? null,
  longitude: at?.longitude ?? null,
});

/**
 * A Nominatim-compatible geocoder, over real HTTP: /search?format=jsonv2 answers as Nominatim
 * does (strings for lat and lon); "slow" never answers, "broken" answers 500.
 */
const startGeocoder = async () => {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://geocoder');
    const q = url.searchParams.get('q') ?? '';
    asked.push(`${url.pathname} ${url.searchParams.get('format')} ${q}`);
    if (q === 'slow street') return; // held open: the server's timeout answers
    if (q === 'broken street') {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify([
        { place_id: 1, display_name: '800 Robson Street, Vancouver, BC', lat: '49.2820', lon: '-123.1210' },
      ]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server };
};

describe.each(engines)('spec 3 Reservation: booking a car by place, on %s', (engine) => {
  let t: TestApp;
  let customerId: string;
  let stranger: string;
  const get = async (path: string, groups = ['MSA'], app = t) => {
    const response = await app.app.inject({
      url: `/api${path}`,
      headers: app.bearer({ groups, email: 'msa@example.com' }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const nearest = async (query: string) => {
    const { status, body } = await get(`/internal/reservation/vehicle/available?${query}`);
    expect(status, query).toBe(200);
    return body.data as { vin: string; distanceKm: number | null }[];
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [
      placed(VIN.north, '151 WFC', 1, { latitude: 49.289, longitude: -123.12 }),
      placed(VIN.east, 'WFD 152', 2, { latitude: 49.28, longitude: -123.1 }),
      placed(VIN.far, 'ABC 123', 3, { latitude: 49.35, longitude: -123.12 }),
      placed(VIN.nowhere, 'ABD 124', 4, null),
    ]);
    await t.db.updateTable('cars').set({ model: 'Kona Electric' }).where('vin', '=', VIN.east).execute();
    const members = await t.db
      .insertInto('customers')
      .values([
        {
          customer_number: '40000001',
          first_name: 'Ann',
          last_name: 'Place',
          email: 'ann@example.com',
          marketing_region_id: 1,
        },
        { customer_number: '40000002', first_name: 'Bob', last_name: 'Place', email: 'bob@example.com' },
      ])
      .returning('id')
      .execute();
    [customerId, stranger] = members.map((m) => String(m.id));
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    await t.db
      .insertInto('trips')
      .values([
        // The older trip ended near the lot; the newer one far north: the newer is the last.
        {
          customer_id: customerId,
          vin: VIN.north,
          start_at: day(1),
          end_at: day(1),
          end_latitude: 49.28,
          end_longitude: -123.12,
          status: 'COMPLETED',
        },
        {
          customer_id: customerId,
          vin: VIN.far,
          start_at: day(2),
          end_at: day(2),
          end_latitude: 49.35,
          end_longitude: -123.12,
          status: 'COMPLETED',
        },
      ])
      .execute();
    await t.db
      .insertInto('parking_lots')
      .values({ fleet_id: 1, name: 'Robson Lot', description: 'Under the square', spaces: 10, ...LOT })
      .execute();
    const square = [
      [
        [-123.13, 49.27],
        [-123.11, 49.27],
        [-123.11, 49.29],
        [-123.13, 49.29],
        [-123.13, 49.27],
      ],
    ];
    await t.db
      .insertInto('home_zones')
      .values({
        fleet_id: 1,
        name: 'Downtown',
        geometry: JSON.stringify({ type: 'MultiPolygon', coordinates: [square] }),
        west: -123.13,
        south: 49.27,
        east: -123.11,
        north: 49.29,
      })
      .execute();
  });
  afterAll(() => t?.close());

  it('orders the cars nearest first from a point, with their great-circle km, the cars without a position last', async () => {
    const rows = await nearest(`lat=${LOT.latitude}&lon=${LOT.longitude}`);
    expect(rows.map((r) => r.vin)).toEqual([VIN.north, VIN.east, VIN.far, VIN.nowhere]);
    expect(rows[0]!.distanceKm).toBeCloseTo(1.0, 1);
    expect(rows[1]!.distanceKm).toBeCloseTo(1.45, 1);
    expect(rows[2]!.distanceKm).toBeCloseTo(7.78, 1);
    expect(rows[3]!.distanceKm).toBeNull();
    // One page at a time, in that order, and counted.
    const second = await get(`/internal/reservation/vehicle/available?lat=49.28&lon=-123.12&page=2&count=1`);
    expect(second.body.data.map((r: { vin: string }) => r.vin)).toEqual([VIN.east]);
    expect(second.body.totalCount).toBe(4);
    // Without a point: by plate, no distance.
    const byPlate = await nearest('');
    expect(byPlate.map((r) => r.vin)).toEqual([VIN.north, VIN.far, VIN.nowhere, VIN.east]);
    expect(byPlate.every((r) => r.distanceKm === null)).toBe(true);
  });

  it('keeps the cars one of whose plate words or whose model starts with q', async () => {
    expect((await nearest('q=wf')).map((r) => r.vin)).toEqual([VIN.north, VIN.east]);
    expect((await nearest('q=151')).map((r) => r.vin)).toEqual([VIN.north]);
    expect((await nearest('q=kona')).map((r) => r.vin)).toEqual([VIN.east]);
    expect((await nearest('q=AB&lat=49.35&lon=-123.12')).map((r) => r.vin)).toEqual([VIN.far, VIN.nowhere]);
  });

  it('takes a point as close to 0 as a double goes, which PostgreSQL would refuse as such', async () => {
    const { status, body } = await get('/internal/reservation/vehicle/available?lat=-2.5e-323&lon=17');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('refuses a point with one coordinate, or out of range', async () => {
    for (const query of ['lat=49.28', 'lon=-123.12', 'lat=91&lon=0', 'lat=0&lon=181', 'lat=north&lon=0']) {
      const { status, body } = await get(`/internal/reservation/vehicle/available?${query}`);
      expect(status, query).toBe(400);
      expect(body.messageKey, query).toMatch(/^validation\./);
    }
  });

  it("lists the member's last trip end first, then the region's home zone centres and parking lots", async () => {
    const { status, body } = await get(`/internal/reservation/places?customerId=${customerId}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        id: expect.stringMatching(/^lastTrip-\d+$/),
        kind: 'lastTrip',
        label: expect.any(String),
        lat: 49.35,
        lon: -123.12,
      },
      {
        id: expect.stringMatching(/^homeZone-\d+$/),
        kind: 'homeZone',
        label: 'Downtown',
        lat: expect.closeTo(49.28, 6),
        lon: expect.closeTo(-123.12, 6),
      },
      {
        id: expect.stringMatching(/^parkingLot-\d+$/),
        kind: 'parkingLot',
        label: 'Robson Lot',
        lat: 49.28,
        lon: -123.12,
      },
    ]);
    // A member without trips has no last trip end.
    const other = await get(`/internal/reservation/places?customerId=${stranger}`);
    expect(other.body.data.map((p: { kind: string }) => p.kind)).toEqual(['homeZone', 'parkingLot']);
    expect((await get('/internal/reservation/places?customerId=999999')).status).toBe(404);
    expect((await get(`/internal/reservation/places?customerId=${customerId}`, ['SUPPORT'])).status).toBe(
      403,
    );
  });

  it('geocodes offline from the seed streets by the start of every word typed', async () => {
    const { status, body } = await get('/geocode?q=robson%20vanc');
    expect(status).toBe(200);
    expect(body).toEqual([{ label: 'Robson Street, Downtown, Vancouver', lat: 49.282, lon: -123.12 }]);
    expect((await get('/geocode?q=mont%20royal')).body.length).toBeGreaterThan(0);
    expect((await get('/geocode?q=zzzz%20nowhere')).body).toEqual([]);
    expect((await get('/geocode?q=ro')).status).toBe(400);
    expect((await get('/geocode?q=robson', ['SUPPORT'])).status).toBe(403);
  });

  describe('with GEOCODER_URL, a Nominatim-compatible geocoder over HTTP', () => {
    let geocoder: Awaited<ReturnType<typeof startGeocoder>>;
    let withGeocoder: TestApp;
    beforeAll(async () => {
      geocoder = await startGeocoder();
      withGeocoder = await createTestApp(engine, { env: { GEOCODER_URL: geocoder.url } });
    });
    afterAll(async () => {
      await withGeocoder?.close();
      geocoder?.server.closeAllConnections();
      await new Promise((resolve) => geocoder?.server.close(resolve));
    });

    it('asks its /search in jsonv2 and answers label, lat and lon, the same address asked once', async () => {
      const first = await get('/geocode?q=800%20robson', ['MSA'], withGeocoder);
      expect(first).toEqual({
        status: 200,
        body: [{ label: '800 Robson Street, Vancouver, BC', lat: 49.282, lon: -123.121 }],
      });
      expect(await get('/geocode?q=800%20Robson', ['MSA'], withGeocoder)).toEqual(first);
      expect(geocoder.asked).toEqual(['/search jsonv2 800 robson']);
    });

    it('answers 502 with its message key when the geocoder fails or is slow, and serves others meanwhile', async () => {
      const broken = await get('/geocode?q=broken%20street', ['MSA'], withGeocoder);
      expect(broken.status).toBe(502);
      expect(broken.body.messageKey).toBe('reservations.place.geocoderUnavailable');
      const slow = get('/geocode?q=slow%20street', ['MSA'], withGeocoder);
      // While the geocoder keeps the slow one waiting, other staff are answered.
      expect((await get('/internal/reservation/vehicle/available', ['MSA'], withGeocoder)).status).toBe(200);
      const timedOut = await slow;
      expect(timedOut.status).toBe(502);
      expect(timedOut.body.messageKey).toBe('reservations.place.geocoderUnavailable');
    });
  });
});
