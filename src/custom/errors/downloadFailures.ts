import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../stores/externalStore.ts';

/**
 * Spec 8: a failed download opens the 'Download Failed' modal. The request engine knows
 * nothing of React, so it reports here and the layout's dialog listens.
 */
export const createDownloadFailures = () => {
  const { subscribe, getSnapshot, set } = createExternalStore<string | null>(null);
  return {
    subscribe,
    /** The name of the file that failed, or null when the modal is closed. */
    getSnapshot,
    report: (fileName: string) => set(fileName),
    dismiss: () => set(null),
  };
};

export type DownloadFailures = ReturnType<typeof createDownloadFailures>;

export const downloadFailures = createDownloadFailures();

export const useDownloadFailure = (store: DownloadFailures = downloadFailures): string | null =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);
