import { Alert } from '@mui/material';
import { DataTable, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, formatNumber } from '../../../domain/formats.ts';
import type { TripDetail } from '../../../domain/trips/tripDetail.ts';
import type { TripTelemetryRow } from '../../../domain/trips/tripTelemetry.ts';
import { EmbeddedList } from '../../../custom/lists/EmbeddedList.tsx';

const Col = DataTable.Col<TripTelemetryRow>;
const column = (name: string) => `tripDetail.telemetry.columns.${name}`;
/** The yes/no facts of a point, each read in its own words (on/off, closed/open, …). */
const FLAGS = [
  ['ignition', 'ignition'],
  ['doorsClosed', 'doors'],
  ['inHomeZone', 'homeZone'],
  ['charging', 'charging'],
  ['locked', 'lock'],
] as const;

/**
 * Spec 3 Trip info, GET /internal/trip/telemetry/{id}: the trip's points a page at a time, oldest
 * first, times in the car's zone; past the retention, a word that they are no longer kept.
 */
export const TripTelemetry = ({ trip }: { trip: TripDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!trip.telemetryKept) return <Alert severity="info">{translate('tripDetail.telemetry.notKept')}</Alert>;
  const number = (value: number, digits?: number) => formatNumber(value, locale, digits);
  return (
    <EmbeddedList
      resource="tripTelemetry"
      meta={{ id: String(trip.id) }}
      errorKey="tripDetail.telemetry.error"
      emptyKey="tripDetail.telemetry.empty"
    >
      <Col
        source="recordedAt"
        label={column('date')}
        render={(point) => formatDateTime(point.recordedAt, locale, { zone: trip.vehicleTimeZone })}
      />
      <Col
        label={column('location')}
        render={(point) => `${number(point.latitude, 5)}, ${number(point.longitude, 5)}`}
      />
      <Col
        source="speedKmh"
        label={column('speed')}
        align="right"
        render={(point) => translate('tripDetail.telemetry.speed', { speed: number(point.speedKmh) })}
      />
      <Col
        source="directionDegrees"
        label={column('direction')}
        align="right"
        render={(point) => (point.directionDegrees === null ? '—' : `${point.directionDegrees}°`)}
      />
      <Col
        source="odometer"
        label={column('odometer')}
        align="right"
        render={(point) => `${number(point.odometer)} km`}
      />
      <Col
        source="auxVoltage"
        label={column('aux')}
        align="right"
        render={(point) => `${number(point.auxVoltage, 1)} V`}
      />
      <Col
        source="fuelLevel"
        label={column('fuel')}
        align="right"
        render={(point) => `${point.fuelLevel} %`}
      />
      <Col
        source="status"
        label={column('status')}
        render={(point) => translate(`tripDetail.telemetry.states.${point.status}`)}
      />
      {FLAGS.map(([source, name]) => (
        <Col
          key={source}
          source={source}
          label={column(name)}
          render={(point) => translate(`tripDetail.telemetry.${name}.${String(point[source])}`)}
        />
      ))}
    </EmbeddedList>
  );
};
