import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { LATE_PROVISIONING_MS } from '../../server/vehicleGateway/simulated/simulatedVendor.ts';
import { DIAGNOSTIC_TESTS } from '../../src/domain/cars/vehicleCommands.ts';
import { boxIdWhere, failsLock, provisionedLate, working } from '../support/boxIds.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { databaseSnapshots, snapshotChanges } from '../support/databaseSnapshot.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const START = new Date('2026-03-01T08:00:00Z');
const DEPLOYED = carRow('JTDKARFU0LJ100001', 'ABC 101', 1);

/** A car as the Add Car modal sends it; `n` keeps its VIN, plate and SIM apart from the others. */
const newCar = (n: number, telemeterId: string) => ({
  fleetId: 1,
  plateNumber: `kl${n} 23m`,
  vinNumber: `KNDCB3LC5N500000${n}`,
  telemeterModel: 'INVERS CloudBoxx',
  telemeterId,
  carMake: 'Kia',
  carModel: 'Niro',
  modelYear: 2022,
  carrier: 'Rogers',
  msisdn: `1514555010${n}`,
  imsi: `30272000000010${n}`,
  iccid: `8930272000000000010${n}`,
});

describe.each(engines)(
  'infleeting on %s (spec 4 Infleeting flow, spec 5 Add car form, spec 7 Infleet)',
  (engine) => {
    let t: TestApp;
    const clock = controlledClock(START);
    let snapshot: Awaited<ReturnType<typeof databaseSnapshots>>;

    const call = async (
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      { version, groups = ['FLEET'] }: { version?: number; groups?: string[] } = {},
    ) => {
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: {
          ...t.bearer({ groups, email: 'fleet@example.com' }),
          ...(version === undefined ? {} : { 'if-match': String(version) }),
        },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const add = (car: ReturnType<typeof newCar>) => call('POST', '/infleet', car);
    /** A refused call answers `status` and leaves every table as it was. */
    const refused = async (
      request: () => Promise<{ status: number; body: unknown }>,
      status: number,
      messageKey: string,
    ) => {
      const before = await snapshot();
      expect(await request()).toMatchObject({ status, body: { messageKey } });
      expect(snapshotChanges(before, await snapshot())).toEqual([]);
    };
    /** Runs every diagnostic one after another, as the screen does, the clock moving 30 s for each. */
    const runDiagnostics = async (vin: string) => {
      for (const diagnostic of DIAGNOSTIC_TESTS) {
        expect((await call('POST', '/vehicle-operations/runDiagnostics', { vin, diagnostic })).status).toBe(
          202,
        );
        clock.advance(30_000);
      }
    };

    beforeAll(async () => {
      t = await createTestApp(engine, { fleetClock: clock });
      await insertCars(t.db, [DEPLOYED]);
      snapshot = await databaseSnapshots(t.db);
    });
    afterAll(() => t?.close());

    it('serves the form fields: the fleets, carriers, box prefixes and vehicle models', async () => {
      const { status, body } = await call('GET', '/infleet/formFields');
      expect(status).toBe(200);
      expect(body.fleets).toEqual([{ fleetId: 1, fleetName: 'Vancouver' }]);
      expect(body.carriers).toContain('Rogers');
      expect(body.telemeterMap['INVERS CloudBoxx']).toBe('CBX');
      expect(
        body.vehicleModels.find((make: { makeName: string }) => make.makeName === 'Kia').models,
      ).toContainEqual(expect.objectContaining({ modelName: 'Niro', modelYear: 2022 }));
    });

    it('checks fields on blur: valid and unique flags per field, the fleet known, nothing written', async () => {
      const before = await snapshot();
      const { status, body } = await call('POST', '/infleet/validate', {
        vinNumber: DEPLOYED.vin,
        plateNumber: 'abc101',
        telemeterId: DEPLOYED.telemeter_id,
        msisdn: '15145550999',
        iccid: '123',
        fleetId: 99,
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        vinNumber: { valid: true, unique: false },
        plateNumber: { valid: true, unique: false },
        telemeterId: { valid: true, unique: false },
        msisdn: { valid: true, unique: true },
        iccid: { valid: false, unique: true },
        fleetId: { valid: true, unique: false },
      });
      expect(snapshotChanges(before, await snapshot())).toEqual([]);
    });

    it('refuses a car whose VIN or box another car holds (409, the spec messages at the fields) and a bad VIN (400)', async () => {
      const car = {
        ...newCar(1, boxIdWhere('CBX', working, 1000)),
        vinNumber: DEPLOYED.vin,
        telemeterId: DEPLOYED.telemeter_id,
      };
      await refused(() => add(car), 409, 'infleet.errors.vinTaken');
      expect((await add(car)).body.fields).toEqual({
        vinNumber: 'infleet.errors.vinTaken',
        telemeterId: 'infleet.errors.boxTaken',
      });
      await refused(() => add({ ...car, vinNumber: 'KNDCB3LC5N50000' }), 400, 'cars.errors.vinLength');
    });

    it('adds, registers, validates, diagnoses and deploys a car; it then leaves the pending list', async () => {
      const car = newCar(2, boxIdWhere('CBX', working, 2000));
      const added = await add(car);
      expect(added).toMatchObject({
        status: 201,
        body: { vin: car.vinNumber, plateNumber: 'KL2 23M', stage: 'added' },
      });
      // Not registered with the vendor yet: commands do not reach the box.
      await refused(
        () => call('POST', '/vehicle-operations/runDiagnostics', { vin: car.vinNumber, diagnostic: 'lock' }),
        424,
        'fleet.vendorFailed',
      );
      const registered = await call(
        'POST',
        '/infleet/vendor',
        { vin: car.vinNumber },
        { version: added.body.version },
      );
      expect(registered.body).toMatchObject({ stage: 'vendorRegistered' });
      await refused(
        () => call('POST', `/infleet/promote/${car.vinNumber}`, {}, { version: registered.body.version }),
        409,
        'infleet.errors.notValidated',
      );
      const validated = await call(
        'POST',
        '/infleet/validate?update=true',
        { vin: car.vinNumber },
        { version: registered.body.version },
      );
      expect(validated.body).toMatchObject({ stage: 'validated', diagnostics: { passed: 0, total: 10 } });
      await runDiagnostics(car.vinNumber);
      const pending = await call('GET', '/infleet/pendingVehicles?fleetId=1');
      expect(pending.body.data[0]).toMatchObject({
        vin: car.vinNumber,
        stage: 'tested',
        diagnostics: { passed: 10, failed: 0 },
      });

      const deployed = await call(
        'POST',
        `/infleet/promote/${car.vinNumber}`,
        {},
        { version: validated.body.version },
      );
      expect(deployed).toMatchObject({ status: 200, body: { vin: car.vinNumber, status: 'AVAILABLE' } });
      expect(
        (await call('GET', '/infleet/pendingVehicles')).body.data.map((row: { vin: string }) => row.vin),
      ).not.toContain(car.vinNumber);
      const trail = await t.db
        .selectFrom('audit_entries')
        .select('action')
        .where('entity', '=', 'cars')
        .where('record_id', '=', car.vinNumber)
        .orderBy('id')
        .execute();
      expect(trail.map((entry) => entry.action)).toEqual([
        'infleet.add',
        'infleet.vendor',
        'infleet.validate',
        'infleet.promote',
      ]);
    });

    it('a box the vendor provisions late: registration refused (424, nothing written), Validate retries it later', async () => {
      const car = newCar(3, boxIdWhere('CBX', provisionedLate, 3000));
      const added = await add(car);
      await refused(
        () => call('POST', '/infleet/vendor', { vin: car.vinNumber }, { version: added.body.version }),
        424,
        'infleet.errors.vendorRefused',
      );
      clock.advance(LATE_PROVISIONING_MS);
      const validated = await call(
        'POST',
        '/infleet/validate?update=true',
        { vin: car.vinNumber },
        { version: added.body.version },
      );
      expect(validated).toMatchObject({ status: 200, body: { stage: 'validated' } });
      // Validating again changes nothing, whichever copy it was made from.
      const again = await call(
        'POST',
        '/infleet/validate?update=true',
        { vin: car.vinNumber },
        { version: 1 },
      );
      expect(again.body).toEqual(validated.body);
    });

    it('a box that fails its lock test keeps the car undeployable, the failure kept', async () => {
      const car = newCar(4, boxIdWhere('CBX', failsLock, 4000));
      const added = await add(car);
      const validated = await call(
        'POST',
        '/infleet/validate?update=true',
        { vin: car.vinNumber },
        { version: added.body.version },
      );
      await runDiagnostics(car.vinNumber);
      const lock = await call('GET', `/vehicle-operations/diagnosticResults/${car.vinNumber}-lock`);
      expect(lock.body).toMatchObject({
        result: 'failed',
        command: { vendorError: 'The box reported a lock fault' },
      });
      const row = (await call('GET', '/infleet/pendingVehicles')).body.data.find(
        (r: { vin: string }) => r.vin === car.vinNumber,
      );
      expect(row).toMatchObject({ stage: 'validated', diagnostics: { passed: 9, failed: 1 } });
      await refused(
        () => call('POST', `/infleet/promote/${car.vinNumber}`, {}, { version: validated.body.version }),
        409,
        'infleet.errors.notTested',
      );
    });

    it('leaves pending cars out of the search and of the cars a member may reserve', async () => {
      const search = await call('GET', '/vehicle/search?licencePlate=KL');
      expect(search.body.data.map((car: { status: string }) => car.status)).not.toContain('INFLEETING');
      const available = await call('GET', '/internal/reservation/vehicle/available');
      expect(available.body.data.map((car: { status: string }) => car.status)).not.toContain('INFLEETING');
    });

    it('keeps infleeting to the roles with the infleet area', async () => {
      await refused(
        () => call('POST', '/infleet', newCar(5, boxIdWhere('CBX', working, 5000)), { groups: ['SVC'] }),
        403,
        'auth.noAccess',
      );
    });
  },
);
