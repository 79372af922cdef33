import { pathOf } from '../../custom/routes/routeTable.ts';

/** The `tab` of /fleet-management that shows the wakeup providers. */
export const WAKEUP_PROVIDER_TAB = 'wakeupProvider';

/**
 * Where the wakeup providers are, for a link from elsewhere (the car detail): with a fleet,
 * its failure records already filtered to it.
 */
export const wakeupProviderPath = (fleetId?: number) => {
  const query = new URLSearchParams({ tab: WAKEUP_PROVIDER_TAB });
  if (fleetId !== undefined) query.set('filter', JSON.stringify({ fleet: String(fleetId) }));
  return `${pathOf('fleetManagement')}?${query}`;
};
