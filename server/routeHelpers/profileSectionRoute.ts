import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { customerDetail } from '../../src/domain/customers/customerDetail.ts';
import type { CustomerUpdate, Section } from '../../src/domain/customers/customerUpdate.ts';
import { bigserialIdParams } from '../../src/domain/ids.ts';
import { HttpError } from '../http/httpError.ts';
import { getCustomerDetail } from '../repositories/customers/customers.ts';
import { saveSection } from '../repositories/customers/customerUpdate.ts';
import { versionedSave } from './versionedSave.ts';
import type { OpenApiTagName } from '../http/openApiTags.ts';

/**
 * PATCH /customer-process/<section>/{id} (spec 7 Customers): one section of the member's
 * profile, saved in one transaction with If-Match; answers the member as now stored, so the
 * screen shows what was saved (spec 7 "refetch the matching record").
 */
export const profileSectionRoute =
  (
    section: Section,
    body: z.ZodType<Partial<CustomerUpdate>>,
    summary: string,
    /** The OpenAPI tag of the folder that serves it (server/http/openApiTags.ts). */
    tag: OpenApiTagName,
  ): FastifyPluginAsyncZod =>
  async (fastify) => {
    versionedSave(fastify, 'PATCH', '/:id', 'customers', tag, {
      operationId: section,
      summary,
      description:
        'Send `If-Match` with the version last read; a stale version answers 412 and saves nothing.',
      params: bigserialIdParams,
      body,
      response: { 200: customerDetail },
      save: async (request, edit) => {
        const { id } = request.params;
        await saveSection(fastify.db, section, { id, ...edit, update: request.body });
        const customer = await getCustomerDetail(fastify.db, id);
        if (!customer) throw new HttpError(404, 'error.notFound', `No member has id ${id}`);
        return customer;
      },
    });
  };
