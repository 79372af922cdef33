import type { Kysely, Transaction } from 'kysely';
import type { VehicleCommand } from '../../../src/domain/cars/vehicleCommands.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import type { CommandRow } from '../../vehicleGateway/commandLog.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

/**
 * Spec 4, Trip troubleshooting commands: the trip a command is sent from must be one of the car's
 * (ended or not), else the command would show in a stranger's timeline.
 */
async function checkTripOfCar(trx: Transaction<Database>, tripId: string, vin: string) {
  const trip = await trx.selectFrom('trips').select('vin').where('id', '=', tripId).executeTakeFirst();
  if (!trip) throw new HttpError(404, 'error.notFound', `No trip has id ${tripId}`);
  if (trip.vin !== vin)
    throw new HttpError(422, 'fleet.tripOfAnotherCar', `Trip ${tripId} is not a trip of ${vin}`);
}

/**
 * A command sent through the gateway in a transaction of its own (/vehicle-operations, the
 * wake-up, a diagnostic), with the trip whose screen sent it, if any; answered as it stands at `now`.
 */
export const sendCommand = (
  db: Kysely<Database>,
  gateway: VehicleGateway,
  { vin, tripId }: { vin: string; tripId?: string },
  now: Date,
  send: (trx: Transaction<Database>) => Promise<CommandRow>,
): Promise<VehicleCommand> =>
  db.transaction().execute(async (trx) => {
    if (tripId !== undefined) await checkTripOfCar(trx, tripId, vin);
    return gateway.commandAsSeen(await send(trx), now);
  });
