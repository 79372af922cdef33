import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from '../../../domain/formats.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { LinesTable } from '../../../custom/billing/LinesTable.tsx';
import { FactsTable } from './FactsTable.tsx';

const field = (name: string) => `tripDetail.cost.${name}`;

/** The trip's price (charges, discounts, taxes, total: spec 3) and the ledger lines that name it. */
export const TripCost = ({ trip }: { trip: TripDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number | null) => formatCurrency(value, locale);
  return (
    <Stack spacing={1}>
      {trip.total === null ? (
        <Typography variant="body2">{translate(field('notPriced'))}</Typography>
      ) : (
        <FactsTable
          label={field('title')}
          rows={[
            [field('charges'), money(trip.charges)],
            [field('discounts'), money(trip.discounts)],
            [field('taxes'), money(trip.taxes)],
            [field('total'), money(trip.total)],
            ...(trip.freeMinutesUsed === null
              ? []
              : [[field('freeMinutesUsed'), String(trip.freeMinutesUsed)] as [string, string]]),
          ]}
        />
      )}
      <Typography variant="subtitle2" component="h3">
        {translate(field('lines'))}
      </Typography>
      <LinesTable
        lines={trip.ledgerLines}
        label={field('lines')}
        emptyText={field('noLines')}
        timeZone={trip.vehicleTimeZone}
      />
    </Stack>
  );
};
