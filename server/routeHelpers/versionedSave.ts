import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ifMatchHeaders } from '../../src/domain/audit.ts';
import { operation, type Access } from '../http/operation.ts';
import { errorResponses } from '../http/responses.ts';
import { editOf } from './actor.ts';
import type { OpenApiTagName } from '../http/openApiTags.ts';

/** What the type provider reads the request and the answer from. */
interface Read<P, Q, B, R> {
  params?: P;
  querystring?: Q;
  body?: B;
  /** Its answers when it saves, by status code. */
  response: R;
}

/** The schema of a save: what it reads, its If-Match header and its answers. */
type SaveSchema<P, Q, B, R> = Required<Read<P, Q, B, R>> & { headers: typeof ifMatchHeaders };

/** A handler of the save's schema, as the type provider types it: its request, reply and answer. */
type SaveHandler<P, Q, B, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SaveSchema<P, Q, B, R>,
  ZodTypeProvider
>;
type SaveRequest<P, Q, B, R> = Parameters<SaveHandler<P, Q, B, R>>[0];
type SaveReply<P, Q, B, R> = Parameters<SaveHandler<P, Q, B, R>>[1];
/** What the save answers: the type provider checks it against the schema's answers. */
type SaveAnswer<P, Q, B, R> = ReturnType<SaveHandler<P, Q, B, R>>;

/** The version If-Match names and who saves (editOf). */
type Edit = Awaited<ReturnType<typeof editOf>>;

/** A save as the API document names it, what it reads and answers, and the save itself. */
interface SaveDeclaration<P, Q, B, R> extends Read<P, Q, B, R> {
  operationId: string;
  summary: string;
  description?: string;
  /** The refusals it answers beside 400, 401, 403, 404 and 412 (409, 422 …). */
  errors?: readonly number[];
  bodyLimit?: number;
  save: (
    request: SaveRequest<P, Q, B, R>,
    edit: Edit,
    reply: SaveReply<P, Q, B, R>,
  ) => SaveAnswer<P, Q, B, R>;
}

/**
 * A versioned save whole (spec: every write carries a version; a stale save answers 412;
 * docs/adding-a-screen.md §2): `method` `path` under the access and tag it names, its If-Match
 * header, 404 (the record the version is of is not there) and 412 documented, and `save` handed
 * the version and the staff member saving (editOf: a request without a version answers 400
 * before anything is read).
 */
export const versionedSave = <
  R extends Record<number, z.ZodType>,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  access: Access,
  tag: OpenApiTagName,
  { response, errors = [], bodyLimit, save, ...documented }: SaveDeclaration<P, Q, B, R>,
) =>
  fastify.route({
    method,
    url: path,
    ...operation(access, tag, {
      ...documented,
      headers: ifMatchHeaders,
      response: {
        ...response,
        ...errorResponses(400, 401, 403, 404, ...errors, 412),
      } as FastifySchema['response'],
    }),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    // The schema has parsed params, query, body and headers as P, Q and B name them, and `save`'s
    // answer is checked against R where it is declared: the type provider's types cannot show
    // either for type parameters, hence the casts here and on `response`.
    handler: async (request, reply) =>
      save(
        request as unknown as SaveRequest<P, Q, B, R>,
        await editOf(fastify.db, request),
        reply as unknown as SaveReply<P, Q, B, R>,
      ),
  });
