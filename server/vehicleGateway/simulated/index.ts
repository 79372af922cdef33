import type { VehicleSide } from '../vehicleGateway.ts';
import { lastReportOf } from './boxState.ts';
import { latestState, sendBoxCommand, toVehicleCommand } from './boxes.ts';
import { NOT_REGISTERED, newBoxProfile, vendorAccepts } from './simulatedVendor.ts';
import { reportTripsUnderWay } from './tripReports.ts';
import { REPORT_EVERY_MS } from './tripUnderWay.ts';

/**
 * docs/architecture.md, Simulated fleet: the gateway's side that stands for the boxes and their
 * vendor, deterministic by box id and timed by the fleet clock (every instance and every test
 * gets the same fleet).
 */
export const simulatedSide = ({
  telemetryRetentionDays,
}: {
  telemetryRetentionDays: number;
}): VehicleSide => ({
  send: sendBoxCommand,
  lastState: latestState,
  commandAsSeen: toVehicleCommand,
  lastReportOf,
  installBox: async (trx, { vin, telemeterId }, now) => {
    await trx
      .insertInto('fleet_boxes')
      .values({
        vin,
        failing_tests: newBoxProfile(telemeterId).failingTests,
        vendor_error: NOT_REGISTERED,
        state_at: now,
        reported_at: now,
        active_at: now,
      })
      .execute();
  },
  registerBox: async (trx, { vin, telemeterId, addedAt }, now) => {
    if (!vendorAccepts(telemeterId, addedAt, now)) return false;
    await trx.updateTable('fleet_boxes').set({ vendor_error: null }).where('vin', '=', vin).execute();
    return true;
  },
  collectReports: (db, now, report) => reportTripsUnderWay(db, now, telemetryRetentionDays, report),
  collectEveryMs: REPORT_EVERY_MS,
});
