import { lazy, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlTab<Key extends string, Props> {
  key: Key;
  View: ComponentType<Props>;
}

export interface UrlTabs<Key extends string, Props> {
  /** The URL's parameter that names the tab. */
  param: string;
  /** In the order they show, the first the one a URL without the parameter opens. */
  tabs: readonly UrlTab<Key, Props>[];
}

/**
 * Tabs a URL's parameter names (spec 2 Customer profile: `?tab=trips`, the Billing tab's
 * `&view=statements`), so each can be linked and reloaded. Each tab's component loads on
 * first visit, so the page's first paint waits for one tab only.
 */
export const urlTabs = <Key extends string, Props>(
  param: string,
  load: Record<Key, () => Promise<ComponentType<Props>>>,
): UrlTabs<Key, Props> => ({
  param,
  tabs: (Object.keys(load) as Key[]).map((key) => ({
    key,
    View: lazy(() => load[key]().then((View) => ({ default: View }))),
  })),
});

/**
 * The tab the URL names (the first when it names none) and the way to another. The URL keeps
 * its other parameters (the profile's tab beside the Billing tab's view); the first tab drops
 * its own, so the page's plain URL stays the way to it.
 */
export const useUrlTab = <Key extends string, Props>({ param, tabs }: UrlTabs<Key, Props>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = tabs.find((tab) => tab.key === searchParams.get(param)) ?? tabs[0];
  const choose = (key: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (key === tabs[0].key) next.delete(param);
      else next.set(param, key);
      return next;
    });
  return { current, choose };
};
