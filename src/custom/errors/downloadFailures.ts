import { useSyncExternalStore } from 'react';

/**
 * Spec 8: a failed download opens the 'Download Failed' modal. The request engine knows
 * nothing of React, so it reports here and the layout's dialog listens.
 */
export const createDownloadFailures = () => {
  let failed: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    failed = next;
    listeners.forEach((listener) => listener());
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The name of the file that failed, or null when the modal is closed. */
    getSnapshot: (): string | null => failed,
    report: (fileName: string) => set(fileName),
    dismiss: () => set(null),
  };
};

export type DownloadFailures = ReturnType<typeof createDownloadFailures>;

export const downloadFailures = createDownloadFailures();

export const useDownloadFailure = (store: DownloadFailures = downloadFailures): string | null =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);
