import type { FastifyInstance, InjectOptions } from 'fastify';

const isEventStream = (type: unknown) => String(type ?? '').startsWith('text/event-stream');

/**
 * One call of a generated suite, whichever operation it is: an answer read whole, or for a
 * Server-Sent Events stream (GET /api/events, which never ends by itself) its status and
 * headers, the stream then closed.
 */
export async function injectAnswer(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const { statusCode, headers } = response;
  let body = '';
  if (isEventStream(headers['content-type'])) stream.destroy();
  else {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    body = Buffer.concat(chunks).toString('utf8');
  }
  return { statusCode, headers, body, json: <T = unknown>() => JSON.parse(body) as T };
}
