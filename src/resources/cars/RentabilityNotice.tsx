import { Alert, Link } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';
import type { CarDetailRead } from '../../domain/cars/carSearch.ts';
import { formatDateTime } from '../../domain/formats.ts';

/**
 * Whether members are offered the car and every reason they are not (rentability.ts), and the
 * trip under way that holds it: staff see at once why a car is missing from the booking list.
 */
export const RentabilityNotice = ({
  car,
}: {
  car: Pick<CarDetailRead, 'rentability' | 'tripUnderWay' | 'status'>;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { rentability, tripUnderWay } = car;
  const reason = (refusal: CarDetailRead['rentability']['refusals'][number]) =>
    translate(`cars.rentability.refusals.${refusal}`, {
      status: translate(`cars.statuses.${car.status}`),
      until: rentability.reservedUntil ? formatDateTime(rentability.reservedUntil, locale) : '',
      at: formatDateTime(rentability.lastReportAt, locale),
      hours: rentability.offlineHours,
    });
  return (
    <>
      {tripUnderWay ? (
        <Alert severity="info">
          {translate('cars.rentability.tripUnderWay', { tripId: tripUnderWay.id })}{' '}
          <Link component={RouterLink} to={pathOf('tripDetail', { tripId: tripUnderWay.id })}>
            {translate('cars.rentability.openTrip', { tripId: tripUnderWay.id })}
          </Link>
        </Alert>
      ) : null}
      <Alert severity={rentability.rentable ? 'success' : 'warning'} role="status">
        {rentability.rentable
          ? translate('cars.rentability.rentable')
          : `${translate('cars.rentability.notRentable')} ${rentability.refusals.map(reason).join('; ')}.`}
      </Alert>
    </>
  );
};
