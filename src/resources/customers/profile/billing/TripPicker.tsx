import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { markedRequired } from '../../../../custom/forms/markedRequired.ts';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { pickedTrip } from '../../../../domain/billing/modalRequests.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatCurrency, formatDateTime } from '../../../../domain/formats.ts';
import type { CustomerTripRow } from '../../../../domain/trips/trips.ts';

// The trip is required though its schema says "Choose a trip", not "Required": the asterisk is set here.
const validateTrip = markedRequired(zodValidator(pickedTrip));

/** The member's latest trips offered; an older one is rarely billed again by hand. */
const TRIPS_OFFERED = 100;

/**
 * Spec 2 Modals: the trip a fee, modification or adjustment is for, picked from the member's
 * finished trips (newest first), each named by its start in the car's zone, plate and total.
 */
export const TripPicker = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<CustomerTripRow>('customerTrips', {
    filter: { id: customer.id },
    pagination: { page: 1, perPage: TRIPS_OFFERED },
  });
  const finished = data.filter((trip) => trip.endDateTime !== null);
  const name = (trip: CustomerTripRow) =>
    `#${trip.id} · ${formatDateTime(trip.startDateTime, locale, { zone: trip.vehicleTimeZone })} · ${trip.plateNumber} · ${formatCurrency(trip.total, locale)}`;
  return (
    <AppSelectInput
      source="tripId"
      label="billing.modals.fields.trip"
      choices={finished}
      optionText={name}
      isPending={isPending}
      validate={validateTrip}
      helperText={
        error
          ? translate('memberActivity.tripsError')
          : finished.length
            ? undefined
            : translate('billing.modals.noTrips')
      }
      fullWidth
    />
  );
};
