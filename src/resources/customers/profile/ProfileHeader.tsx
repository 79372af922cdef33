import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/formats.ts';
import type { ProfileSummary } from './profileSummary.ts';

/**
 * Who the profile is of, above the tabs: customer number, e-mail, phone and account state,
 * and the member's actions at the end of the row. The name is the page's heading already.
 */
export const ProfileHeader = ({ summary, action }: { summary: ProfileSummary; action?: ReactNode }) => {
  const translate = useTranslate();
  const { accountStatus, accountSuspendStatus } = summary;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', flex: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {translate('resources.customers.fields.customerNumber')} {summary.customerNumber}
        </Typography>
        <Typography color="text.secondary">{summary.emailAddress}</Typography>
        {summary.phoneNumber && (
          <Typography color="text.secondary">{formatPhone(summary.phoneNumber)}</Typography>
        )}
        {accountStatus && (
          <Typography color="text.secondary">
            {translate(`customers.accountStatus.${accountStatus}`)}
          </Typography>
        )}
        {accountSuspendStatus && accountSuspendStatus !== 'UNSUSPENDED' && (
          <Typography color="error">
            {translate(`customers.suspendStatus.${accountSuspendStatus}`)}
          </Typography>
        )}
      </Stack>
      {action}
    </Box>
  );
};
