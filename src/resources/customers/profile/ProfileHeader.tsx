import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '../../../domain/formats.ts';
import type { ProfileSummary } from './profileSummary.ts';

/** Who the profile is of: name, customer number, e-mail, phone and account state, above the tabs. */
export const ProfileHeader = ({ summary }: { summary: ProfileSummary }) => {
  const translate = useTranslate();
  const { accountStatus, accountSuspendStatus } = summary;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', px: 2, pt: 2 }}>
      <Typography variant="h5" component="h2">
        {[summary.firstName, summary.lastName].filter(Boolean).join(' ')}
      </Typography>
      <Typography color="text.secondary">
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
        <Typography color="error">{translate(`customers.suspendStatus.${accountSuspendStatus}`)}</Typography>
      )}
    </Stack>
  );
};
