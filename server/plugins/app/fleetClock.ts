import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type FleetClock } from '../../vehicleGateway/fleetClock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated fleet's time (server/vehicleGateway/fleetClock.ts): the system's, or a test's. */
    fleetClock: FleetClock;
  }
}

export const autoConfig = (fastify: FastifyInstance) => ({
  clock: fastify.settings.fleetClock ?? systemClock,
});

async function fleetClock(fastify: FastifyInstance, { clock }: { clock: FleetClock }) {
  fastify.decorate('fleetClock', clock);
}

export default fp(fleetClock, { name: 'fleetClock' });
