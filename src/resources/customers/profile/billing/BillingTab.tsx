import { LinearProgress, Tab, Tabs } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { useUrlTab } from '../../../../custom/layout/urlTabs.ts';
import { BILLING_VIEWS } from './billingViews.ts';

/**
 * Spec 2 Customer profile, Billing: All billing, Statements, Free mins & promo codes. The
 * sub-view is in the URL beside the tab (`?tab=billing&view=statements`), so it can be linked.
 */
export const BillingTab = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const { current, choose } = useUrlTab(BILLING_VIEWS);
  return (
    <>
      <Tabs
        value={current.key}
        onChange={(_, key: string) => choose(key)}
        aria-label={translate('billing.viewsLabel')}
        sx={{ px: 1 }}
      >
        {BILLING_VIEWS.tabs.map(({ key }) => (
          <Tab key={key} value={key} label={translate(`billing.views.${key}`)} id={`billing-view-${key}`} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`billing-view-${current.key}`}>
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <current.View customer={customer} />
        </Suspense>
      </div>
    </>
  );
};
