import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { MessageArgs } from '../../../src/domain/apiError.ts';
import { messageOf } from '../../../src/domain/validation.ts';
import { isApiPath } from '../../apiPath.ts';
import { errorBody, HttpError } from '../../http/httpError.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The message key of a refused body when the screen shows one message for any invalid field
     * (spec 8, Ticket: 'Some required fields might be missing'); the fields keep their own keys.
     * Without it the first field's key is the message.
     */
    invalidBodyKey?: string;
  }
}

const KEY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'error.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.unsupportedMediaType',
};

/**
 * Each offending field ('_' for the whole input) with the message key the forms show for
 * it (src/domain/validation.ts), so a field reads alike from either side, and the values
 * that key interpolates (a limit's %{max}).
 */
const fieldsOf = (issues: { instancePath: string; keyword: string; message?: string; params: object }[]) => {
  const fields: Record<string, string> = {};
  const fieldArgs: Record<string, MessageArgs> = {};
  for (const { instancePath, keyword, message, params } of issues) {
    const field = instancePath.split('/').filter(Boolean).join('.') || '_';
    if (field in fields) continue;
    const reason = messageOf({ ...params, code: keyword, message, path: [] } as unknown as z.core.$ZodIssue);
    fields[field] = reason.message;
    const args = interpolated(reason.args);
    if (args) fieldArgs[field] = args;
  }
  return { fields, fieldArgs };
};

/** The args a text can show: strings and numbers. */
const interpolated = (args: Record<string, unknown> = {}): MessageArgs | undefined => {
  const shown = Object.entries(args).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return shown.length ? Object.fromEntries(shown) : undefined;
};

/** Every failure answers an ApiErrorBody: input mistakes as 4xx with their reason, real faults as a logged 500. */
async function errors(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(
          errorBody(
            error.statusCode,
            error.messageKey,
            error.message,
            error.fields,
            error.savedBy,
            error.messageArgs,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { fields, fieldArgs } = fieldsOf(error.validation);
      const message = `Invalid ${error.validationContext ?? 'input'}: ${Object.entries(fields)
        .map(([field, key]) => `${field} (${key})`)
        .join(', ')}`;
      const bodyKey =
        error.validationContext === 'body' ? request.routeOptions.config.invalidBodyKey : undefined;
      const [first] = Object.keys(fields);
      return reply.code(400).send({
        ...errorBody(400, bodyKey ?? fields[first] ?? 'validation.invalid', message, fields),
        ...(!bodyKey && fieldArgs[first] ? { messageArgs: fieldArgs[first] } : {}),
        ...(Object.keys(fieldArgs).length ? { fieldArgs } : {}),
      });
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
