import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * docs/architecture.md, How data flows: the smallest JSON answer worth compressing. A 100-row
 * member page (34 KB) is; a 25-row one (9 KB), the page the list asks for by default, goes as it
 * is.
 */
export const COMPRESSED_FROM_BYTES = 16 * 1024;

/**
 * The fastest level of each: a 100-row member page becomes 5 KB in about 0.1 ms, where
 * brotli 2 to 5 save 330 to 720 more bytes for 1.6 to 4 times the time, and gzip 6 saves
 * 500 for twice it (`npm run bench:compression` measures the page under load).
 * Synchronous, like the serialization before it: through libuv's thread pool the same
 * work cost twice the CPU (0.2 ms instead of 0.1).
 */
const compressors = {
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzipSync(body, { level: 1 }),
};

/** Brotli first when the client weighs both alike (smaller and faster here); identity when it prefers none. */
const ENCODINGS = ['br', 'gzip', 'identity'];

/** JSON text of COMPRESSED_FROM_BYTES or more that nothing has encoded yet. */
const isLargeJson = (reply: FastifyReply, payload: unknown): payload is string => {
  const type = reply.getHeader('content-type');
  return (
    typeof payload === 'string' &&
    typeof type === 'string' &&
    type.startsWith('application/json') &&
    !reply.hasHeader('content-encoding') &&
    Buffer.byteLength(payload) >= COMPRESSED_FROM_BYTES
  );
};

/**
 * JSON answers of COMPRESSED_FROM_BYTES or more, compressed as the client's Accept-Encoding
 * allows. Streams (CSV exports, files) pass as they are; the web build is precompressed
 * (plugins/external/static.ts). The hook sees the JSON as text, whether fast-json-stringify
 * or a pre-serialized page (http/pageJson.ts) wrote it.
 */
async function jsonCompression(fastify: FastifyInstance) {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!isLargeJson(reply, payload)) return done(null, payload);
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
    if (encoding !== 'br' && encoding !== 'gzip') return done(null, payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, compressors[encoding](Buffer.from(payload)));
  });
}

export default fp(jsonCompression, { name: 'json-compression' });
