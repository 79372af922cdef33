import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState, type SessionStore } from './sessionStore.ts';

export const useSession = (store: SessionStore = sessionStore): SessionState =>
  useSyncExternalStore(store.subscribe, store.getSnapshot);
