import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkingLotList, parkingLotQuery } from '../../../src/domain/parking/parkingLot.ts';
import { exportParkingLots, searchParkingLots } from '../../repositories/parkingLots.ts';
import { listRoute } from '../../routeHelpers/listRoute.ts';
import { PARKING_LOT_CSV_COLUMNS } from './csvColumns.ts';

/**
 * Spec 7 /parking: the lots of /aima-parking (spec 3, Parking lot), by name, every fleet's or
 * one's.
 */
const parkingLotRoutes: FastifyPluginAsyncZod = async (fastify) => {
  listRoute(fastify, '', 'parking', 'parking', {
    operationId: 'parkingLots',
    summary: "Parking lots by name's start and fleet, in name order",
    querystring: parkingLotQuery,
    page: parkingLotList,
    plural: 'parking lots',
    search: searchParkingLots,
    exportRows: exportParkingLots,
    name: 'parking-lots',
    columns: PARKING_LOT_CSV_COLUMNS,
  });
};
export default parkingLotRoutes;
