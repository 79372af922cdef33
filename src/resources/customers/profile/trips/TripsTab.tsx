import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { pathOf } from '../../../../custom/routes/routeTable.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { elapsedBetween, formatElapsed } from '../../../../domain/elapsedTime.ts';
import { formatCurrency, formatDateTime, formatNumber } from '../../../../domain/formats.ts';
import type { CustomerTripRow } from '../../../../domain/trips/trips.ts';
import { EmbeddedList } from '../../../../custom/lists/EmbeddedList.tsx';
import { RecordLink } from '../../../../custom/lists/RecordLink.tsx';

/** Spec 3 Trip info: times in the car's zone, named when it is not the staff member's own. */
const TripTime = ({ value, trip }: { value: string | null; trip: CustomerTripRow }) => {
  const [locale] = useLocaleState();
  return <>{formatDateTime(value, locale, { zone: trip.vehicleTimeZone })}</>;
};

const Col = DataTable.Col<CustomerTripRow>;

/** The member's trips (spec 7 /internal/trip/customer/{id}), newest first, each opening /trips/{tripId}. */
export const TripsTab = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <EmbeddedList
      resource="customerTrips"
      meta={{ id: String(customer.id) }}
      recordPath={(id) => pathOf('tripDetail', { tripId: id })}
      errorKey="memberActivity.tripsError"
      emptyKey="memberActivity.noTrips"
    >
      <Col source="id" label="memberActivity.columns.trip">
        <RecordLink source="id" labelKey="memberActivity.trip" />
      </Col>
      <Col source="plateNumber" label="memberActivity.columns.car" />
      <Col
        source="startDateTime"
        label="memberActivity.columns.start"
        render={(trip) => <TripTime value={trip.startDateTime} trip={trip} />}
      />
      <Col
        source="endDateTime"
        label="memberActivity.columns.end"
        render={(trip) => <TripTime value={trip.endDateTime} trip={trip} />}
      />
      <Col
        label="memberActivity.columns.duration"
        render={(trip) =>
          trip.endDateTime
            ? formatElapsed(elapsedBetween(trip.startDateTime, trip.endDateTime), translate)
            : ''
        }
      />
      <Col
        source="distanceKm"
        label="memberActivity.columns.distance"
        align="right"
        render={(trip) =>
          trip.distanceKm === null
            ? ''
            : translate('memberActivity.distance', { distance: formatNumber(trip.distanceKm, locale, 1) })
        }
      />
      <Col
        source="total"
        label="memberActivity.columns.total"
        align="right"
        render={(trip) => formatCurrency(trip.total, locale)}
      />
      <Col
        source="status"
        label="memberActivity.columns.status"
        render={(trip) => translate(`memberActivity.tripStatus.${trip.status}`)}
      />
    </EmbeddedList>
  );
};
