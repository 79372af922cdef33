import type { ApiErrorBody } from '../domain/apiError.ts';
import type { AppConfig } from '../domain/appConfig.ts';
import { beforeSending } from './beforeSending.ts';
import { HttpError } from './HttpError.ts';
import { RESOURCES, type CityLayerSetting, type ResourceEntry } from './resources.ts';
import type { CallParams, Verb } from './types.ts';

/**
 * A save of a versioned record names the version it was made from: the one asked for, else the
 * version of the record the form started from (react-admin's previousData).
 */
const versionOf = (verb: Verb, { ifMatch, origData }: CallParams): number | undefined => {
  if (ifMatch !== undefined) return ifMatch;
  if (verb !== 'UPDATE' && verb !== 'DELETE') return undefined;
  const version = (origData as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/** The UI side effects, handed in by the app (see useEngineEffects) so the engine needs no React. */
export interface EngineEffects {
  notify: (message: string, options?: { type?: 'success' | 'error' | 'info' | 'warning' }) => void;
  navigate: (to: string) => void;
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** Spec 8: a failed download opens the 'Download Failed' modal. */
  downloadFailed: (fileName: string) => void;
}

export interface EngineDeps {
  config: Pick<AppConfig, 'apiBase' | 'vehicleApiBase' | 'fleetApiBase'> &
    Partial<Pick<AppConfig, CityLayerSetting>>;
  fetch: typeof fetch;
  /** The signed-in user's id token, or null. */
  getToken: () => Promise<string | null>;
  resources?: Readonly<Record<string, ResourceEntry>>;
  /** Hands a downloaded file to the user; the default clicks an object-URL anchor. */
  saveBlob?: (blob: Blob, fileName: string) => void;
}

export type Engine = ReturnType<typeof createEngine>;

const METHODS: Record<Verb, string> = {
  FETCH: 'GET',
  SEARCH: 'GET',
  GVALIDATE: 'GET',
  ADD: 'POST',
  VALIDATE: 'POST',
  UPDATE: 'PATCH',
  DELETE: 'DELETE',
};

const SYSTEM_ERROR = 'app.notification.systemError';
const SAVED = 'app.notification.saved';

const defaultEffects: EngineEffects = {
  notify: () => undefined,
  navigate: () => undefined,
  translate: (key) => key,
  downloadFailed: () => undefined,
};

const saveWithAnchor = (blob: Blob, fileName: string): void => {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
};

const appendQuery = (url: string, query: Record<string, unknown> | undefined): string => {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
};

/**
 * The name the server gives in Content-Disposition, when it gives one: the UTF-8 `filename*`
 * (RFC 5987) before the plain `filename="…"`, which holds an ASCII stand-in only.
 */
const attachmentNameOf = (response: Response): string | null => {
  const disposition = response.headers.get('content-disposition') ?? '';
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A badly encoded name: the plain one below still names the file.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
};

/** The last segment of the file's own location when the URL names one, else of the URL path. */
const fileNameOf = (url: string): string => {
  const parsed = new URL(url, 'http://localhost');
  const location = parsed.searchParams.get('fileLocation') ?? parsed.pathname;
  const segments = location.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? 'download');
};

export const createEngine = (deps: EngineDeps) => {
  const resources: Readonly<Record<string, ResourceEntry>> = deps.resources ?? RESOURCES;
  const numericSets = new Map<string, ReadonlySet<string>>();
  let effects = defaultEffects;

  const setEffects = (next: Partial<EngineEffects>): void => {
    effects = { ...effects, ...next };
  };

  const entryOf = (resource: string, verb: Verb): ResourceEntry => {
    const entry = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    if (!entry) throw new Error(`Unknown resource "${resource}"`);
    if (!entry.verbs.includes(verb)) throw new Error(`Resource "${resource}" does not take ${verb}`);
    return entry;
  };

  const numericFieldsOf = (resource: string, entry: ResourceEntry): ReadonlySet<string> => {
    let set = numericSets.get(resource);
    if (!set) numericSets.set(resource, (set = new Set(entry.numericFields ?? [])));
    return set;
  };

  const baseOf = (entry: ResourceEntry): string => {
    const base = {
      api: deps.config.apiBase,
      vehicle: deps.config.vehicleApiBase,
      fleet: deps.config.fleetApiBase,
      external: '',
    }[entry.base];
    return base.replace(/\/+$/, '');
  };

  const urlOf = (resource: string, entry: ResourceEntry, verb: Verb, params: CallParams): string => {
    const template =
      params.url ?? (entry.setting && deps.config[entry.setting]) ?? entry.paths?.[verb] ?? entry.path;
    let path = template.replace(/\{(id|id2|id3|cmd)\}/g, (_, name: 'id' | 'id2' | 'id3' | 'cmd') => {
      const value = params[name];
      if (value === undefined || value === null || value === '') {
        throw new Error(`Resource "${resource}" needs {${name}} for ${verb}`);
      }
      return encodeURIComponent(String(value));
    });
    // Spec 7: update and delete address one record by a trailing id, unless the path already
    // places it (the car's /vehicle/{id}), so it is never written twice.
    const trailing =
      (verb === 'UPDATE' || verb === 'DELETE') &&
      !template.includes('{id}') &&
      params.id !== undefined &&
      params.id !== null;
    if (trailing) path += `/${encodeURIComponent(String(params.id))}`;
    return appendQuery(`${baseOf(entry)}${path}`, params.urlQuery);
  };

  const headersOf = async (entry: ResourceEntry, given: Record<string, string> | undefined) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...given };
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    if (!hasAuthorization && !entry.suppressAuth) {
      const token = await deps.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    return headers;
  };

  const errorOf = async (response: Response): Promise<HttpError> => {
    let body: Partial<ApiErrorBody> | undefined;
    try {
      body = (await response.json()) as Partial<ApiErrorBody>;
    } catch {
      body = undefined;
    }
    const fallback = effects.translate(SYSTEM_ERROR);
    const message = body?.messageKey
      ? effects.translate(body.messageKey, { _: fallback, ...body.messageArgs })
      : fallback;
    return new HttpError(message, response.status, body);
  };

  const send = async (url: string, init: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await deps.fetch(url, init);
    } catch (cause) {
      console.error('Network failure', url, cause);
      throw new HttpError(effects.translate(SYSTEM_ERROR), 0);
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  };

  const bodyOf = async (response: Response): Promise<unknown> => {
    if (response.status === 204) return null;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) return response.json();
    const text = await response.text();
    return text === '' ? null : text;
  };

  /** Splits transport parameters from the payload. */
  const split = (params: CallParams) => {
    const {
      id: _id,
      url: _url,
      origData: _o,
      ifMatch: _v,
      form: _f,
      id2: _2,
      id3: _3,
      cmd: _c,
      urlQuery: _q,
      goto,
      headers,
      knownAs,
      ...payload
    } = params;
    return { goto, headers, knownAs, payload };
  };

  /** Lists ask every resource for an order; only a resource whose server orders by that field gets it. */
  const withOwnSort = (entry: ResourceEntry, payload: Record<string, unknown>) => {
    const { sort, order, ...rest } = payload;
    return typeof sort === 'string' && entry.sorts?.includes(sort) ? { ...rest, sort, order } : rest;
  };

  const call = async <T = unknown>(resource: string, verb: Verb, params: CallParams = {}): Promise<T> => {
    const entry = entryOf(resource, verb);

    const { goto, headers: given, payload: asked } = split(params);
    const payload = withOwnSort(entry, asked);
    const method = METHODS[verb];
    const rules = entry.transform?.[verb];
    const cleaned = beforeSending(payload, numericFieldsOf(resource, entry)) as Record<string, unknown>;
    const prepared = rules?.send ? rules.send(cleaned) : cleaned;
    let url = urlOf(resource, entry, verb, params);
    const headers = await headersOf(entry, given);
    const version = versionOf(verb, params);
    if (version !== undefined) headers['If-Match'] = `"${version}"`;
    let body: string | undefined;
    if (method === 'GET') {
      url = appendQuery(url, prepared);
    } else if (method !== 'DELETE' || Object.keys(prepared).length > 0) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(prepared);
    }

    const answer = await bodyOf(await send(url, { method, headers, body }));
    const data = (rules?.receive ? await rules.receive(answer, call) : answer) as T;
    if ((verb === 'ADD' || verb === 'UPDATE') && !entry.quiet) {
      effects.notify(SAVED, { type: 'success' });
    }
    if (goto) effects.navigate(goto);
    return data;
  };

  /** Multipart POST: one file goes in `file`, several in `file0`, `file1`… */
  const upload = async <T = unknown>(
    resource: string,
    files: File | Blob | readonly (File | Blob)[],
    params: CallParams = {},
  ): Promise<T> => {
    const entry = entryOf(resource, 'ADD');
    const { goto, headers: given, payload } = split(params);
    const form = new FormData();
    if (Array.isArray(files)) files.forEach((file, index) => form.append(`file${index}`, file));
    else form.append('file', files as File | Blob);
    const prepared = beforeSending(payload, numericFieldsOf(resource, entry)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(prepared)) {
      if (value !== null && value !== undefined) form.append(key, String(value));
    }
    // No Content-Type: fetch writes the multipart boundary itself.
    const headers = await headersOf(entry, given);
    const response = await send(urlOf(resource, entry, 'ADD', params), {
      method: 'POST',
      headers,
      body: form,
    });
    const data = (await bodyOf(response)) as T;
    if (goto) effects.navigate(goto);
    return data;
  };

  /**
   * GET as a blob, saved under the name the server gives, else the last segment of the URL
   * (or `knownAs`, the name staff know the file by, when the URL's is the server's own token).
   * A search downloads its list in another format (the caller's Accept header, e.g. CSV);
   * the answer's headers come back for what they say about the file (a capped export).
   */
  const download = async (
    resource: string,
    params: CallParams = {},
    verb: 'FETCH' | 'SEARCH' = 'FETCH',
  ): Promise<{ fileName: string; blob: Blob; headers: Headers }> => {
    const entry = entryOf(resource, verb);
    const { headers: given, knownAs, payload } = split(params);
    const prepared = beforeSending(withOwnSort(entry, payload), numericFieldsOf(resource, entry)) as Record<
      string,
      unknown
    >;
    const url = appendQuery(urlOf(resource, entry, verb, params), prepared);
    const headers = await headersOf(entry, { Accept: '*/*', ...given });
    let fileName = knownAs || fileNameOf(url);
    let response: Response;
    let blob: Blob;
    try {
      response = await send(url, { method: 'GET', headers });
      fileName = attachmentNameOf(response) ?? fileName;
      blob = await response.blob();
    } catch (error) {
      effects.downloadFailed(fileName);
      throw error;
    }
    (deps.saveBlob ?? saveWithAnchor)(blob, fileName);
    return { fileName, blob, headers: response.headers };
  };

  return { call, upload, download, setEffects };
};
