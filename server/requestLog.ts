import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One structured line per request instead of Fastify's two: API calls at info (with the
 * caller, for support questions), the web app's files and probes at debug, so a running
 * `npm start` stays readable. Errors are still logged by Fastify as they happen.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.user ? { user: request.user.username } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs'))
      reply.log.info(line, 'request');
    else reply.log.debug(line, 'request');
  }
}
