import { Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { WAKEUP_PROVIDER_TAB } from './wakeupProviderLink.ts';

const FleetDashboardTab = lazy(() =>
  import('./FleetDashboardTab.tsx').then((m) => ({ default: m.FleetDashboardTab })),
);
const WakeupProviderTab = lazy(() =>
  import('./WakeupProviderTab.tsx').then((m) => ({ default: m.WakeupProviderTab })),
);

/**
 * Spec 2 /fleet-management: the fleet dashboard and, as its tab, the
 * wakeup providers (spec 3 Wakeup provider; spec 2 gives them no route of their own). The tab is in
 * the URL, `?tab=wakeupProvider`, so the car detail can link to it and its crumb shows.
 */
export const FleetManagementPage = () => {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const onProviders = searchParams.get('tab') === WAKEUP_PROVIDER_TAB;
  const choose = (tab: string) =>
    // The list's filters and pages belong to the tab left behind.
    setSearchParams(tab === WAKEUP_PROVIDER_TAB ? { tab } : {});
  return (
    <>
      <Card variant="outlined" sx={{ mt: 1 }}>
        <Tabs
          value={onProviders ? WAKEUP_PROVIDER_TAB : 'dashboard'}
          onChange={(_, tab: string) => choose(tab)}
          aria-label={translate('routes.fleetManagement')}
          sx={{ px: 1 }}
        >
          <Tab value="dashboard" label={translate('wakeupProviders.dashboardTab')} id="fleet-tab-dashboard" />
          <Tab
            value={WAKEUP_PROVIDER_TAB}
            label={translate('wakeupProviders.tab')}
            id={`fleet-tab-${WAKEUP_PROVIDER_TAB}`}
          />
        </Tabs>
      </Card>
      <div role="tabpanel" aria-labelledby={`fleet-tab-${onProviders ? WAKEUP_PROVIDER_TAB : 'dashboard'}`}>
        <Suspense fallback={<LinearProgress />}>
          {onProviders ? <WakeupProviderTab /> : <FleetDashboardTab />}
        </Suspense>
      </div>
    </>
  );
};
