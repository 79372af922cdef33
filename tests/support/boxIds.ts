import { newBoxProfile, type NewBoxProfile } from '../../server/vehicleGateway/simulated/simulatedVendor.ts';

/**
 * A box id of `prefix` the simulated vendor treats as `wanted` asks: the vendor decides a new
 * box's faults by its id (server/vehicleGateway/simulated/simulatedVendor.ts), so a test names the kind of box it
 * needs and gets one, never relying on luck. `from` keeps ids apart between tests.
 */
export const boxIdWhere = (prefix: string, wanted: (profile: NewBoxProfile) => boolean, from = 0) => {
  for (let serial = from; serial < from + 100_000; serial++) {
    const id = `${prefix}${String(serial).padStart(15 - prefix.length, '0')}`;
    if (wanted(newBoxProfile(id))) return id;
  }
  throw new Error(`No box id of prefix ${prefix} from ${from} matches`);
};

export const working = (profile: NewBoxProfile) =>
  profile.failingTests.length === 0 && profile.provisioningMs === 0;
export const failsLock = (profile: NewBoxProfile) => profile.failingTests.includes('lock');
export const provisionedLate = (profile: NewBoxProfile) => profile.provisioningMs > 0;
