import { Alert, Card, LinearProgress, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useCurrentRoute } from '../../../custom/routes/useCurrentRoute.ts';
import { crumbHeading } from '../../../custom/layout/crumbHeading.ts';
import { useUrlTab } from '../../../custom/layout/urlTabs.ts';
import { AlertBanner } from './alert/AlertBanner.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { isCustomerDetail, profileSummary, type ProfileRecord } from './profileSummary.ts';
import { PROFILE_TABS } from './tabs.ts';

/** A 4xx answer (no such member, no access) will not change by asking again. */
const retryUnlessRefused = (failures: number, error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return failures < 2 && (status < 400 || status >= 500);
};

/**
 * Spec 2 Customer profile at /customer-profile/{customerId}: the member's header and alert,
 * then the tabs; the tab is in the URL (`?tab=trips`), so it can be linked and reloaded.
 * Opened from the search, the header shows at once from the search row
 * while the full record, which the alert and the tabs need, loads.
 */
export const CustomerProfile = () => {
  const translate = useTranslate();
  const customerId = useCurrentRoute()?.params.customerId;
  // The id as the URL has it, as the crumb asks for it: one cache entry, one request.
  const { data, error, isPending } = useGetOne<RaRecord>(
    'customers',
    { id: customerId ?? '' },
    { enabled: Boolean(customerId), retry: retryUnlessRefused },
  );
  const record = data as ProfileRecord | undefined;
  const customer = record && isCustomerDetail(record) ? record : undefined;
  const { current, choose } = useUrlTab(PROFILE_TABS);
  const name = record ? [record.firstName, record.lastName].filter(Boolean).join(' ') : '';

  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        <Title title={crumbHeading(translate, 'customerProfile')} />
        {(error as { status?: number }).status === 404
          ? translate('customerProfile.notFound')
          : translate('customerProfile.loadFailed')}
      </Alert>
    );
  if (isPending || !record)
    return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <Title title={crumbHeading(translate, 'customerProfile', name)} />
      <ProfileHeader
        summary={profileSummary(record)}
        action={customer && <AlertBanner customer={customer} />}
      />
      <Tabs
        value={current.key}
        onChange={(_, key: string) => choose(key)}
        variant="scrollable"
        aria-label={translate('customerProfile.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {PROFILE_TABS.tabs.map(({ key }) => (
          <Tab
            key={key}
            value={key}
            label={translate(`customerProfile.tabs.${key}`)}
            id={`profile-tab-${key}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`profile-tab-${current.key}`}>
        {customer ? (
          <Suspense fallback={<LinearProgress />}>
            <current.View customer={customer} />
          </Suspense>
        ) : (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        )}
      </div>
    </Card>
  );
};
