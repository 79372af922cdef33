import { idOf, type VerbTransform } from './transform.ts';

/** Spec 7, free minute add: regions are sent as ids. */
export const freeMinuteAdd: VerbTransform = {
  send: (grant) => (Array.isArray(grant.regions) ? { ...grant, regions: grant.regions.map(idOf) } : grant),
};
