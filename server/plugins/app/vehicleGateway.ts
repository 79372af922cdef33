import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gatewayFor } from '../../vehicleGateway/index.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one seam to the cars' boxes (docs/architecture.md, Vehicle gateway). */
    vehicleGateway: VehicleGateway;
  }
}

export const autoConfig = (fastify: FastifyInstance) => ({ config: fastify.settings.config });

async function vehicleGatewayPlugin(
  fastify: FastifyInstance,
  { config }: { config: { telemetryRetentionDays: number } },
) {
  fastify.decorate('vehicleGateway', gatewayFor(config));
}

export default fp(vehicleGatewayPlugin, { name: 'vehicleGateway' });
