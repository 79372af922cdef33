import { useStore } from 'react-admin';
import { useEntityAccess } from '../routes/useEntityAccess.ts';
import { useCurrentRoute } from '../routes/useCurrentRoute.ts';

/** Spec 2 split screen: open or not, and the panel's width, remembered across reloads. */
export const SPLIT_OPEN_KEY = 'splitScreen.open';
export const SPLIT_WIDTH_KEY = 'splitScreen.width';

export const PANEL_MIN = 280;
export const PANEL_DEFAULT = 420;
/** The main content keeps at least this much room. */
export const MAIN_MIN = 360;

export const useSplitScreenOpen = () => useStore<boolean>(SPLIT_OPEN_KEY, false);
export const useSplitScreenWidth = () => useStore<number>(SPLIT_WIDTH_KEY, PANEL_DEFAULT);

export const clampWidth = (width: number, available: number): number =>
  Math.round(Math.max(PANEL_MIN, Math.min(width, Math.max(PANEL_MIN, available - MAIN_MIN))));

/**
 * The page's panel, offered only when the role opens the route's entity (spec 6):
 * SVC on a member profile would get a panel of links it cannot follow. `pending` while the
 * roles are still asked, so an open panel is not closed by a page load.
 */
export const usePagePanel = () => {
  const route = useCurrentRoute();
  const { allows, isPending } = useEntityAccess();
  const declared = route?.entry.splitScreen;
  const panel = declared && allows(route.entry.entity) ? declared : undefined;
  return { panel, params: route?.params ?? {}, pending: isPending };
};
