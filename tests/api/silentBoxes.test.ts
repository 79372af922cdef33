import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarsTable, FleetBoxesTable } from '../../server/db/schema.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

// Half past the hour: a working box's last heartbeat was at 08:00.
const START = new Date('2026-03-01T08:30:00Z');
const HEARTBEAT = new Date('2026-03-01T08:00:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(START.getTime() - hours * HOUR);

const VIN = {
  silent30h: 'SILENTBOX00000001',
  silent3d: 'SILENTBOX00000002',
  silent10h: 'SILENTBOX00000003',
  workingStale: 'SILENTBOX00000004',
  noBox: 'SILENTBOX00000005',
  writtenOff: 'SILENTBOX00000006',
  montreal: 'SILENTBOX00000007',
};

const car = (vin: string, n: number, more: Partial<Insertable<CarsTable>> = {}): Insertable<CarsTable> => ({
  ...carRow(vin, `SIL ${100 + n}`, n),
  created_at: ago(30 * 24),
  ...more,
});

/** A box last heard from `hours` ago; an offline-flagged one beats no more. */
const box = (vin: string, hours: number, offline: boolean): Insertable<FleetBoxesTable> => {
  const at = ago(hours);
  return { vin, offline, state_at: at, reported_at: at, active_at: at };
};

interface Listed {
  vin: string;
  lastReportAt: string;
}

describe.each(engines)(
  'the fleet dashboard lists silent boxes (spec 1, spec 2 Fleet dashboard) on %s',
  (engine) => {
    let t: TestApp;
    const get = async (url: string) => {
      const headers = t.bearer({ groups: ['FLEET'], email: 'fleet@example.com' });
      const response = await t.app.inject({ url: `/api${url}`, headers });
      return { status: response.statusCode, body: response.json() };
    };
    const silent = async (query = '') =>
      ((await get(`/fleets/dashboard/attention?kind=silent${query}`)).body.data as Listed[]).map(
        (c) => `${c.vin} ${c.lastReportAt}`,
      );

    beforeAll(async () => {
      t = await createTestApp(engine, {
        fleetClock: controlledClock(START),
        env: { FLEET_SILENT_HOURS: '24' },
      });
      await insertCars(t.db, [
        car(VIN.silent30h, 1),
        car(VIN.silent3d, 2, { fuel_level: 5 }),
        car(VIN.silent10h, 3),
        car(VIN.workingStale, 4),
        car(VIN.noBox, 5, { fuel_level: 5 }),
        car(VIN.writtenOff, 6, { status: 'TOTAL_LOSS', is_active: false }),
      ]);
      await insertCars(t.db, [car(VIN.montreal, 7)], {
        id: 2,
        name: 'Montreal',
        province: 'QC',
        time_zone: 'America/Toronto',
      });
      await t.db
        .insertInto('fleet_boxes')
        .values([
          box(VIN.silent30h, 30, true),
          box(VIN.silent3d, 72, true),
          box(VIN.silent10h, 10, true),
          // A working box's row may be old: its hourly heartbeat still reports.
          box(VIN.workingStale, 40, false),
          box(VIN.writtenOff, 200, true),
          box(VIN.montreal, 50, true),
        ])
        .execute();
    });
    afterAll(() => t?.close());

    it('gives the threshold among the settings (FLEET_SILENT_HOURS)', async () => {
      expect((await get('/fleets/dashboard')).body.thresholds).toMatchObject({ silentHours: 24 });
    });

    it('lists the active cars silent past the threshold, longest silent first, with their last report', async () => {
      // 10 h is under 24 h; a working box beats hourly; a written-off car is out of the fleet.
      expect(await silent()).toEqual([
        `${VIN.silent3d} ${ago(72).toISOString()}`,
        `${VIN.montreal} ${ago(50).toISOString()}`,
        `${VIN.silent30h} ${ago(30).toISOString()}`,
      ]);
      expect(await silent('&fleetId=2')).toEqual([`${VIN.montreal} ${ago(50).toISOString()}`]);
      expect(await silent('&fleetId=1&status=OUT_OF_SERVICE')).toEqual([]);
    });

    it('pages the list and counts it like the other attention lists', async () => {
      const page = await get('/fleets/dashboard/attention?kind=silent&count=2&page=2');
      expect(page.body).toMatchObject({ page: 2, count: 2, totalCount: 3, totalPages: 2 });
      expect(page.body.data.map((c: Listed) => c.vin)).toEqual([VIN.silent30h]);
      expect((await get('/fleets/dashboard/attention?kind=silent&count=1000')).status).toBe(400);
    });

    it('gives every listed car its last report: a working box or none reports at its heartbeat', async () => {
      const lowFuel = (await get('/fleets/dashboard/attention?kind=lowFuel')).body.data as Listed[];
      expect(lowFuel.map((c) => `${c.vin} ${c.lastReportAt}`)).toEqual([
        `${VIN.silent3d} ${ago(72).toISOString()}`,
        `${VIN.noBox} ${HEARTBEAT.toISOString()}`,
      ]);
    });
  },
);
