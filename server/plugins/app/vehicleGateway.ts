import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppSettings } from '../../appSettings.ts';
import { gatewayFor } from '../../vehicleGateway/index.ts';
import { telemetryIngest } from '../../vehicleGateway/link/telemetryIngest.ts';
import { connectVehicleLink, type VehicleLink } from '../../vehicleGateway/link/vehicleLink.ts';
import type { VehicleGateway } from '../../vehicleGateway/vehicleGateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one seam to the cars' boxes (docs/architecture.md, Vehicle gateway). */
    vehicleGateway: VehicleGateway;
    /** The broker session the boxes report through, when the app has one (docs/architecture.md, Vehicle link). */
    vehicleLink: VehicleLink | null;
  }
}

export const autoConfig = (fastify: FastifyInstance) => ({
  config: fastify.settings.config,
  link: fastify.settings.vehicleLink,
});

async function vehicleGatewayPlugin(
  fastify: FastifyInstance,
  { config, link }: { config: AppSettings['config']; link: AppSettings['vehicleLink'] },
) {
  const gateway = gatewayFor(config);
  fastify.decorate('vehicleGateway', gateway);
  if (!link) return void fastify.decorate('vehicleLink', null);
  const logger = fastify.log.child({ part: 'vehicleLink' });
  const ingest = telemetryIngest({
    db: fastify.db,
    now: () => fastify.fleetClock.now(),
    retentionDays: config.telemetryRetentionDays,
    logger,
    announce: gateway.announce,
  });
  const vehicleLink = connectVehicleLink(link, ingest, logger);
  fastify.decorate('vehicleLink', vehicleLink);
  fastify.addHook('onClose', () => vehicleLink.close());
}

export default fp(vehicleGatewayPlugin, { name: 'vehicleGateway', dependencies: ['database', 'fleetClock'] });
