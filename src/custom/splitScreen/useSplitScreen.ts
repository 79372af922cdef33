import { useStore } from 'react-admin';

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
