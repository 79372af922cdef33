import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProviderFailureList } from './ProviderFailureList.tsx';
import { ProviderTable } from './ProviderTable.tsx';

/** The Fleet Management page's wakeup provider tab (spec 3): the providers, then their failures. */
export const WakeupProviderTab = () => {
  const translate = useTranslate();
  return (
    <>
      <ProviderTable />
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: -1 }}>
        {translate('wakeupProviders.failures')}
      </Typography>
      <ProviderFailureList />
    </>
  );
};
