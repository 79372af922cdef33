import { EventSource } from 'eventsource';
import { liveEvent, type LiveEvent } from '../domain/liveEvents/liveEvent.ts';

export type LiveEventListener = (event: LiveEvent) => void;
/** Told true once the stream is open, false while it is down (the screens poll meanwhile). */
export type LiveStateListener = (live: boolean) => void;

export interface LiveEventSource {
  /** Hears the events from now on; the first listener opens the stream, the last one gone closes it. */
  subscribe(onEvent: LiveEventListener, onState: LiveStateListener): () => void;
}

const TOPICS = liveEvent.options.map((option) => option.shape.topic.value);
/** A stream refused outright (an error answer) is asked for again after this long, doubling to the last. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 60_000;

/**
 * docs/architecture.md, Live events: one stream of GET /api/events for the whole app, its token
 * sent as for any call. The browser's EventSource cannot send a header; the `eventsource`
 * package's `fetch` option does, asking the identity library for the token each time it
 * connects, so a stream the server ended at the token's expiry comes back with the renewed one.
 */
export function liveEventSource({
  url,
  getToken,
}: {
  url: string;
  getToken: () => Promise<string | null>;
}): LiveEventSource {
  const listeners = new Set<{ onEvent: LiveEventListener; onState: LiveStateListener }>();
  let source: EventSource | null = null;
  let live = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const tell = (next: boolean) => {
    if (next === live) return;
    live = next;
    for (const l of listeners) l.onState(live);
  };
  const hear = (message: MessageEvent<string>) => {
    const parsed = liveEvent.safeParse(JSON.parse(message.data));
    if (!parsed.success) return console.warn('live events: an event of an unknown shape', message.data);
    for (const l of listeners) l.onEvent(parsed.data);
  };
  const open = () => {
    source = new EventSource(url, {
      fetch: async (input, init) => {
        const token = await getToken();
        return fetch(input, {
          ...init,
          headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        });
      },
    });
    source.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
      tell(true);
    });
    for (const topic of TOPICS) source.addEventListener(topic, hear);
    source.addEventListener('error', () => {
      tell(false);
      // An answer other than a stream closes it for good: ask again later, waiting longer each time.
      if (source?.readyState !== EventSource.CLOSED) return;
      source = null;
      retry = setTimeout(open, retryMs);
      retryMs = Math.min(LAST_RETRY_MS, retryMs * 2);
    });
  };
  const close = () => {
    clearTimeout(retry);
    source?.close();
    source = null;
    tell(false);
  };
  return {
    subscribe(onEvent, onState) {
      const listener = { onEvent, onState };
      listeners.add(listener);
      if (listeners.size === 1) open();
      else onState(live);
      return () => {
        listeners.delete(listener);
        if (!listeners.size) close();
      };
    },
  };
}
