import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../../custom/routes/routeTable.ts';
import { useEntityAccess } from '../../../custom/routes/useEntityAccess.ts';
import { formatElapsed } from '../../../domain/elapsedTime.ts';
import { formatDateTime, formatNumber } from '../../../domain/formats.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import { FactsTable } from './FactsTable.tsx';

const field = (name: string) => `tripDetail.facts.${name}`;

/** A link where the role opens the page (spec 6), else the text alone. */
const LinkIf = ({ allowed, to, children }: { allowed: boolean; to: string; children: ReactNode }) =>
  allowed ? (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );

/**
 * Spec 3 Trip info: who drove which car, when (in the car's zone, named), for how long (days,
 * hours, minutes, seconds; to now for a trip under way) and how far (so far, under way).
 */
export const TripFacts = ({ trip }: { trip: TripDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { allows } = useEntityAccess();
  const zoned = (at: string) => formatDateTime(at, locale, { zone: trip.vehicleTimeZone });
  const { member, car } = trip;
  return (
    <FactsTable
      label={field('title')}
      rows={[
        [field('status'), translate(`memberActivity.tripStatus.${trip.status}`)],
        [
          field('member'),
          <LinkIf allowed={allows('customers')} to={pathOf('customerProfile', { customerId: member.id })}>
            {`${member.customerNumber} · ${member.name}`}
          </LinkIf>,
        ],
        [
          field('car'),
          <LinkIf allowed={allows('carDetails')} to={pathOf('carDetail', { vin: car.vin })}>
            {`${car.plateNumber} · ${car.make} ${car.model} · ${car.vin}`}
          </LinkIf>,
        ],
        [field('fleet'), car.fleetName],
        [field('carStatus'), translate(`cars.statuses.${car.status}`, { _: car.status })],
        [field('start'), zoned(trip.startDateTime)],
        [field('end'), trip.endDateTime === null ? translate(field('inProgress')) : zoned(trip.endDateTime)],
        [field('timeZone'), trip.vehicleTimeZone],
        [field('duration'), formatElapsed(trip.durationSeconds * 1000, translate)],
        [
          field(trip.endDateTime === null ? 'distanceSoFar' : 'distance'),
          trip.distanceKm === null
            ? ''
            : translate('memberActivity.distance', { distance: formatNumber(trip.distanceKm, locale, 1) }),
        ],
      ]}
    />
  );
};
