import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../apiPath.ts';
import { errorBody, HttpError } from './httpError.ts';
import { ValidationError } from './validation.ts';

const KEY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
};

/** Every failure answers an ApiErrorBody: input mistakes as 4xx with their reason, real faults as a logged 500. */
async function errors(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.messageKey, error.message, error.fields));
    }
    if (error instanceof ValidationError) {
      const fields = error.fields;
      return reply
        .code(400)
        .send(errorBody(400, Object.values(fields)[0] ?? 'validation.invalid', error.message, fields));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(400, 'validation.invalid', error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key =
        KEY_BY_CODE[error.code] ??
        (status === 429 ? 'error.tooManyRequests' : status === 404 ? 'error.notFound' : 'error.badRequest');
      return reply.code(status).send(errorBody(status, key, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 ? status : 500)
      .send(errorBody(status >= 500 ? status : 500, 'error.system', 'Internal Server Error'));
  });

  // Unknown API paths answer JSON; other page loads get the web app, whose router shows the page (SPA fallback).
  fastify.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      (request.headers.accept ?? '').includes('text/html') &&
      typeof reply.sendFile === 'function';
    if (wantsPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply
      .code(404)
      .send(
        errorBody(404, 'error.notFound', `Route ${request.method} ${request.url.split('?')[0]} not found`),
      );
  });
}

export default fp(errors, { name: 'errors' });
