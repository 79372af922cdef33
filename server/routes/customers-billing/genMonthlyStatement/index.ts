import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { genMonthlyStatementQuery, statementFileName } from '../../../../src/domain/billing/statements.ts';
import { attachmentDisposition } from '../../../http/contentDisposition.ts';
import { HttpError } from '../../../http/httpError.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { statementOf } from '../../../repositories/statements.ts';
import { statementPdf } from '../../../statements/statementPdf.ts';

/**
 * Spec point 7, Payments and billing: /customers-billing/genMonthlyStatement (the resource
 * table's `generateStatement`) and spec 3, Billing statement. The PDF is made from the ledger on every
 * request and kept nowhere: a GET never writes.
 */
const genMonthlyStatementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('payments', 'statements', {
      operationId: 'genMonthlyStatement',
      summary: "A member's statement of one month, as a PDF in English or French",
      description:
        'The operator and its GST/HST number, the member, their billing address, the period, the account ' +
        '(opening balance, charges and credits, payments received, closing balance, amount due), every charge ' +
        "and credit of the month in the member's time zone (date, description, amount, GST, total) with " +
        'subtotal, GST and total, then the payments received, all in `lang`. ' +
        'Sent as `statement-YYYY-MM-lang.pdf`. A month without lines, or an unknown member, answers 404.',
      querystring: genMonthlyStatementQuery,
      response: {
        200: {
          description: 'The statement',
          content: { 'application/pdf': { schema: z.any().describe('the PDF document') } },
        },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request, reply) => {
      const { customerId, month, lang } = request.query;
      const statement = await statementOf(fastify.db, customerId, month);
      if (!statement) throw new HttpError(404, 'error.notFound', `No member has id ${customerId}`);
      if (statement.lines.length === 0) {
        throw new HttpError(
          404,
          'billing.statements.noLines',
          `Member ${customerId} has no lines in ${month}`,
        );
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(statementFileName(month, lang)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(statementPdf(statement, month, lang, fastify.settings.config.operator));
    },
  );
};
export default genMonthlyStatementRoutes;
