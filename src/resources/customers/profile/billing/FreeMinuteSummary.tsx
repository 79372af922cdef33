import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { FreeMinuteSummary as Summary } from '../../../../domain/freeMinutes/freeMinute.ts';
import { EXPIRING_SOON_DAYS } from '../../../../domain/freeMinutes/freeMinute.ts';
import { formatZonedDateTime } from '../../../../domain/formats.ts';

/**
 * Spec 2 Billing, Free mins & promo codes: the member's free-minute balance and what of it
 * expires within the week.
 * A react-admin query, so a write's `useRefresh()` reloads it.
 */
export const FreeMinuteSummary = ({ customerId, timeZone }: { customerId: number; timeZone?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetOne<Summary & { id: number }>(
    'freeMinuteSummary',
    { id: customerId, meta: { customerId: String(customerId) } },
    { retry: false },
  );
  if (error) return <Alert severity="error">{translate('freeMinutes.summary.failed')}</Alert>;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate('freeMinutes.summary.balance')}
            </Typography>
            <Typography variant="h6" component="p">
              {data ? translate('freeMinutes.minutes', { smart_count: data.balance }) : '…'}
            </Typography>
          </div>
          <div>
            <Typography variant="body2" color="text.secondary">
              {translate('freeMinutes.summary.expiringSoon', { days: EXPIRING_SOON_DAYS })}
            </Typography>
            <Typography variant="h6" component="p">
              {data ? translate('freeMinutes.minutes', { smart_count: data.expiringSoon }) : '…'}
            </Typography>
            {data?.nextExpiry ? (
              <Typography variant="body2">
                {translate('freeMinutes.summary.nextExpiry', {
                  at: formatZonedDateTime(data.nextExpiry, locale, timeZone),
                })}
              </Typography>
            ) : null}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
};
