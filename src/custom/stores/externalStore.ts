/**
 * A value that code outside React writes and components read with useSyncExternalStore
 * (its subscribe and getSnapshot); every write tells the subscribers.
 */
export const createExternalStore = <T>(initial: T) => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): T => value,
    set: (next: T) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
};
