import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { operation, type Access } from '../http/operation.ts';
import { listResponses } from '../http/responses.ts';
import { searchOrCsv, type SearchAndExport } from './searchOrCsv.ts';
import type { OpenApiTagName } from '../http/openApiTags.ts';

/** A list as the API document names it, the query and page it reads and answers, and its reads. */
interface ListDeclaration<Query, Row, Page> extends SearchAndExport<Query, Row, Page> {
  operationId: string;
  summary: string;
  description?: string;
  querystring: z.ZodType<Query>;
  page: z.ZodType<Page>;
  /** What the page's rows are, in the answer's description (listResponses). */
  plural: string;
}

/**
 * A list route whole (spec 7: every list pages, sorts and exports): GET `path` under the access
 * and tag it names, answering its query's page, or with `Accept: text/csv` the file of every
 * match (searchOrCsv), documented as such (listResponses).
 */
export const listRoute = <Query extends { lang?: ExportLanguage; tz?: string }, Row, Page>(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  path: string,
  access: Access,
  tag: OpenApiTagName,
  { page, plural, search, exportRows, name, columns, ...documented }: ListDeclaration<Query, Row, Page>,
) =>
  fastify.get(
    path,
    operation(access, tag, { ...documented, response: listResponses(page, plural) }),
    // `querystring` has parsed the query into a Query: the type provider's types cannot show it for a type parameter.
    async ({ headers, query }, reply) =>
      searchOrCsv(fastify.db, { headers, query: query as Query }, reply, {
        search,
        exportRows,
        name,
        columns,
      }),
  );
