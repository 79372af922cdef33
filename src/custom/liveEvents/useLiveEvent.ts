import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { LiveEventOf, LiveTopic } from '../../domain/liveEvents/liveEvent.ts';

/**
 * docs/architecture.md, Live events: calls `refresh` when an event of `topic` that `matches`
 * comes, and when the stream comes back after being down (what changed meanwhile was not told).
 * Answers whether the stream is open: while it is not, the screen polls as it would without it.
 */
export const useLiveEvent = <T extends LiveTopic>(
  topic: T,
  matches: (event: LiveEventOf<T>) => boolean,
  refresh: () => void,
): boolean => {
  // The provider as given, not useDataProvider's proxy, which turns every member into a call.
  const liveEvents = (useContext(DataProviderContext) as AppDataProvider | null)?.liveEvents;
  const [live, setLive] = useState(false);
  const latest = useRef({ matches, refresh });
  useLayoutEffect(() => {
    latest.current = { matches, refresh };
  });
  useEffect(() => {
    if (!liveEvents) return undefined;
    let wasLive = false;
    return liveEvents.subscribe(
      (event) => {
        if (event.topic === topic && latest.current.matches(event as LiveEventOf<T>))
          latest.current.refresh();
      },
      (next) => {
        if (next && !wasLive) latest.current.refresh();
        wasLive = next;
        setLive(next);
      },
    );
  }, [liveEvents, topic]);
  return live;
};
