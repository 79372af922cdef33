import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KEEP_ALIVE_MS, mayReceive, type LiveEvent } from '../../../src/domain/liveEvents/liveEvent.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { staffOfUser } from '../../repositories/staffs.ts';

/**
 * The cars' reports come by the thousand a second at fleet size (docs/architecture.md, Live
 * events): a stream tells them at most once a second, naming up to CARS_NAMED cars, else none.
 */
const CARS_EVERY_MS = 1_000;
const CARS_NAMED = 100;
/** How long a dropped stream's browser waits before it asks again. */
const RETRY_MS = 5_000;

const frame = (event: LiveEvent) => `event: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET /api/events: Server-Sent Events for the signed-in staff member, each event one that their
 * roles' areas may see (mayReceive, spec 6); the stream ends when the token expires (the browser
 * asks again with its renewed one) or the server closes.
 */
const eventRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const open = new Set<PassThrough>();
  fastify.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  fastify.get(
    '',
    operation({ signedIn: true }, 'live events', {
      operationId: 'liveEvents',
      summary: 'What changes, as it changes, for the screens open to the signed-in staff member',
      description:
        'A text/event-stream: each event is named by its topic (notifications, imports, commands, cars) and ' +
        'its data says what changed, to be read again through the API. Send the token as for any call.',
      response: {
        200: {
          description: 'Server-Sent Events',
          content: { 'text/event-stream': { schema: z.any().describe('the events, as they come') } },
        },
        ...errorResponses(401),
      },
    }),
    async (request, reply) => {
      const user = request.user!;
      const staff = await staffOfUser(fastify.db, user);
      const viewer = { staffId: staff?.id ?? null, roles: user.roles };
      const stream = new PassThrough();
      open.add(stream);
      const cars = new Set<string>();
      let manyCars = false;
      const tellCars = () => {
        if (!cars.size && !manyCars) return;
        stream.write(frame({ topic: 'cars', vins: manyCars ? null : [...cars] }));
        cars.clear();
        manyCars = false;
      };
      const stopHearing = fastify.liveEvents.subscribe((event) => {
        if (!mayReceive(event, viewer)) return;
        if (event.topic !== 'cars') return void stream.write(frame(event));
        if (event.vins === null || cars.size + event.vins.length > CARS_NAMED) manyCars = true;
        else for (const vin of event.vins) cars.add(vin);
      });
      const timers = [
        setInterval(tellCars, CARS_EVERY_MS),
        setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS),
      ];
      const expiresAt = Number(user.claims.exp ?? 0) * 1000;
      const expiry = setTimeout(() => stream.end(), Math.max(0, expiresAt - Date.now()));
      const stop = () => {
        stopHearing();
        for (const timer of timers) clearInterval(timer);
        clearTimeout(expiry);
        open.delete(stream);
      };
      stream.on('close', stop);
      request.raw.on('close', () => stream.end());
      stream.write(`retry: ${RETRY_MS}\n: open\n\n`);
      return reply
        .type('text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
export default eventRoutes;
