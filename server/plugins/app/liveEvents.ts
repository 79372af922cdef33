import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { liveEventHub, type HeldEvents, type LiveEventHub } from '../../liveEvents/liveEventHub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What changed, for the open screens (docs/architecture.md, Live events). */
    liveEvents: LiveEventHub;
  }
  interface FastifyRequest {
    heldEvents: HeldEvents | null;
  }
}

/**
 * docs/architecture.md, Live events: each request holds what it announces (announce(), in the
 * repositories) and lets it go once it has answered without an error, its transaction
 * committed; a refused or failed one rolled back and tells nothing. The boxes' reports the
 * vehicle gateway hears become the cars' events.
 */
async function liveEvents(fastify: FastifyInstance) {
  const hub = liveEventHub(fastify.fleetClock);
  fastify.decorate('liveEvents', hub);
  fastify.decorateRequest('heldEvents', null);
  fastify.addHook('onRequest', (request, _reply, done) => {
    const held: HeldEvents = { announcements: [] };
    request.heldEvents = held;
    hub.holdDuring(held, done);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.heldEvents && reply.statusCode < 400) hub.release(request.heldEvents);
  });
  const stopHearing = fastify.vehicleGateway.subscribe((report) =>
    hub.publish({ topic: 'cars', vins: [report.vin] }),
  );
  fastify.addHook('onClose', async () => {
    stopHearing();
    hub.close();
  });
}

export default fp(liveEvents, { name: 'liveEvents', dependencies: ['fleetClock', 'vehicleGateway'] });
