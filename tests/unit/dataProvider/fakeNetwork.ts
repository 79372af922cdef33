import { createEngine, type EngineDeps } from '../../../src/dataProvider/engine.ts';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

export const CONFIG = {
  apiBase: '/api',
  vehicleApiBase: 'https://vehicles.example/v1',
  fleetApiBase: '/fleet-api/',
};
export const TOKEN = 'header.payload.signature';

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A test double of the network only: the engine, the resource table and the transforms are
 * the real ones; each request is recorded exactly as fetch received it.
 */
export const fakeNetwork = (
  respond: (request: SentRequest) => Response = () => json({}),
  more: Partial<EngineDeps> = {},
) => {
  const sent: SentRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    };
    sent.push(request);
    return respond(request);
  }) as typeof globalThis.fetch;
  const engine = createEngine({ config: CONFIG, fetch, getToken: async () => TOKEN, ...more });
  const notices: string[] = [];
  const visits: string[] = [];
  engine.setEffects({
    notify: (message) => notices.push(message),
    navigate: (to) => visits.push(to),
    translate: (key, options) =>
      key === 'known.key'
        ? 'Known text'
        : key === 'known.limit'
          ? `At most ${String(options?.max)}`
          : String(options?._ ?? `T(${key})`),
  });
  return { engine, sent, notices, visits, last: () => sent[sent.length - 1] };
};

export const bodyOf = (request: SentRequest): unknown => JSON.parse(String(request.body));
