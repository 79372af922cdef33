import type { TranslateFunction } from 'react-admin';
import { factsLine, type CompactRow } from '../splitScreen/compactRow.ts';
import { pathOf } from '../routes/routeTable.ts';
import { formatCurrency, formatDateTime, formatNumber } from '../../domain/formats.ts';
import type { CustomerTripRow } from '../../domain/trips/trips.ts';

/** A trip in a split-screen list; spec 3 Trip info: its times in the car's zone (named when not the reader's). */
export const tripRow = (trip: CustomerTripRow, locale: string, translate: TranslateFunction): CompactRow => ({
  key: `trip-${trip.id}`,
  to: pathOf('tripDetail', { tripId: trip.id }),
  primary: `${translate('memberActivity.trip', { id: trip.id })} · ${trip.plateNumber}`,
  secondary: factsLine(
    translate(`memberActivity.tripStatus.${trip.status}`),
    formatDateTime(trip.startDateTime, locale, { zone: trip.vehicleTimeZone }),
    trip.distanceKm === null
      ? null
      : translate('memberActivity.distance', { distance: formatNumber(trip.distanceKm, locale, 1) }),
    formatCurrency(trip.total, locale),
  ),
});
