import { Alert, Link } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pathOf } from '../../custom/routes/routeTable.ts';
import type { CarDetail } from '../../domain/cars/carSearch.ts';
import { formatDateTime } from '../../domain/formats.ts';

/** Spec 4 Release member: a member released from a trip left this car where it is: the field team checks it. */
export const FieldCheckBanner = ({ car }: { car: Pick<CarDetail, 'fieldCheck'> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!car.fieldCheck) return null;
  const { at, tripId } = car.fieldCheck;
  return (
    <Alert severity="warning">
      {translate('cars.fieldCheck.text', { at: formatDateTime(at, locale) })}{' '}
      <Link component={RouterLink} to={pathOf('tripDetail', { tripId })}>
        {translate('cars.fieldCheck.trip', { tripId })}
      </Link>
    </Alert>
  );
};
