import type { DataProvider, GetListResult, Identifier, RaRecord } from 'ra-core';
import type { Paginated } from '../domain/pagination.ts';
import type { Engine } from './engine.ts';
import type { LiveEventSource } from './liveEvents.ts';
import type { CallParams, Verb } from './types.ts';

const isEnvelope = <T>(body: unknown): body is Paginated<T> =>
  typeof body === 'object' && body !== null && Array.isArray((body as Paginated<T>).data);

export const toListResult = <T extends RaRecord>(body: unknown): GetListResult<T> => {
  if (Array.isArray(body)) return { data: body as T[], total: body.length };
  if (!isEnvelope<T>(body)) return { data: [], total: 0 };
  const { data, page, count, totalPages, totalCount, totalCountCapped } = body;
  return {
    data,
    total: totalCount ?? data.length,
    pageInfo: { hasNextPage: page < totalPages, hasPreviousPage: page > 1 },
    meta: { page, count, totalPages, totalCount, totalCountCapped: totalCountCapped ?? false },
  };
};

/** A single record from whatever the server answers, keeping the id react-admin asked for. */
const toRecord = <T extends RaRecord>(body: unknown, id?: Identifier, sent?: object): T => {
  const fromServer = typeof body === 'object' && body !== null ? (body as object) : {};
  const record = { ...sent, ...fromServer } as T;
  return (record.id === undefined && id !== undefined ? { ...record, id } : record) as T;
};

export interface AppDataProvider extends DataProvider {
  call: <T = unknown>(resource: string, verb: Verb, params?: CallParams) => Promise<T>;
  upload: Engine['upload'];
  download: Engine['download'];
  /** What changes as it changes (docs/architecture.md, Live events); without it the screens poll. */
  liveEvents?: LiveEventSource;
}

/**
 * react-admin's methods mapped onto the spec's verbs; `meta` carries the transport
 * parameters (id2, cmd, urlQuery, goto...) when a screen needs them.
 */
export const createDataProvider = (engine: Engine, liveEvents?: LiveEventSource): AppDataProvider => ({
  liveEvents,
  getList: async (resource, { pagination, sort, filter, meta }) => {
    const page = pagination?.page ?? 1;
    const count = pagination?.perPage ?? 25;
    // The engine keeps the order only for resources whose server sorts by that field.
    const order = sort ? { sort: sort.field, order: sort.order } : {};
    return toListResult(await engine.call(resource, 'SEARCH', { ...filter, ...meta, ...order, page, count }));
  },
  getOne: async (resource, { id, meta }) => ({
    data: toRecord(await engine.call(resource, 'FETCH', { ...meta, id }), id),
  }),
  getMany: async (resource, { ids, meta }) => ({
    data: await Promise.all(
      ids.map(async (id) => toRecord(await engine.call(resource, 'FETCH', { ...meta, id }), id)),
    ),
  }),
  getManyReference: async (resource, { target, id, pagination, filter, meta }) =>
    toListResult(
      await engine.call(resource, 'SEARCH', {
        ...filter,
        ...meta,
        [target]: id,
        page: pagination.page,
        count: pagination.perPage,
      }),
    ),
  create: async (resource, { data, meta }) => ({
    data: toRecord(await engine.call(resource, 'ADD', { ...data, ...meta }), undefined, data),
  }),
  update: async (resource, { id, data, previousData, meta }) => ({
    data: toRecord(
      await engine.call(resource, 'UPDATE', { ...data, ...meta, id, origData: previousData }),
      id,
      data,
    ),
  }),
  updateMany: async (resource, { ids, data, meta }) => {
    await Promise.all(ids.map((id) => engine.call(resource, 'UPDATE', { ...data, ...meta, id })));
    return { data: ids };
  },
  delete: async (resource, { id, previousData, meta }) => {
    await engine.call(resource, 'DELETE', { ...meta, id, origData: previousData });
    return { data: toRecord(previousData, id) };
  },
  deleteMany: async (resource, { ids, meta }) => {
    await Promise.all(ids.map((id) => engine.call(resource, 'DELETE', { ...meta, id })));
    return { data: ids };
  },
  call: engine.call,
  upload: engine.upload,
  download: engine.download,
});
