import { lazy, useState, type ComponentType } from 'react';

let loaded: ComponentType | undefined;

/**
 * The profile's chunk. The route loads it on first visit; the search list asks for it once
 * idle, so opening a result waits for no download.
 */
export const loadProfile = () =>
  import('./CustomerProfile.tsx').then((module) => (loaded = module.CustomerProfile));

const LazyProfile = lazy(() => loadProfile().then((Profile) => ({ default: Profile })));

/**
 * /customer-profile/{customerId}. React.lazy suspends on its first render even when its chunk
 * is loaded, and a navigation that suspends kept the search list on screen ~300 ms longer
 * (measured in Chromium): once the list has loaded the chunk, the profile renders at once.
 */
export const ProfileRoute = () => {
  // Chosen once per visit: switching components mid-visit would remount the profile.
  const [Profile] = useState<ComponentType>(() => loaded ?? LazyProfile);
  return <Profile />;
};
