import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CarDetail } from '../../domain/cars/carSearch.ts';
import { formatDateTime, formatNumber } from '../../domain/formats.ts';
import { boxCondition, useBoxState } from './useBoxState.ts';

const Facts = ({ title, rows }: { title: string; rows: [string, string][] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Table size="small" aria-label={translate(title)}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ width: '45%' }}>
                {translate(label)}
              </TableCell>
              <TableCell>{value || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

const field = (name: string) => `cars.fields.${name}`;

/** Spec 3 Car detail: SIM details, state and the last readings with the time of the last report. */
export const CarFacts = ({ car }: { car: CarDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Unknown until /telemetry/{vin}/latest answers.
  const { data: box } = useBoxState(car.vin);
  return (
    <>
      <Facts
        title="cars.detail.car"
        rows={[
          [field('licencePlate'), car.plateNumber],
          [field('vin'), car.vin],
          [field('status'), translate(`cars.statuses.${car.status}`)],
          [field('state'), translate(`cars.states.${car.state}`)],
          [field('box'), box ? translate(`cars.boxStates.${boxCondition(box)}`) : ''],
          [field('model'), `${car.make} ${car.model} ${car.modelYear}`],
          [field('fleet'), car.fleetName],
          [field('telemeterId'), `${car.telemeterModel} ${car.telemeterId}`],
        ]}
      />
      <Facts
        title="cars.detail.sim"
        rows={[
          [field('provider'), car.sim.provider],
          [field('msisdn'), car.sim.msisdn],
          [field('imsi'), car.sim.imsi],
          [field('iccid'), car.sim.iccid],
        ]}
      />
      <Facts
        title="cars.detail.readings"
        rows={[
          [field('fuelLevel'), car.fuelLevel === null ? '' : `${car.fuelLevel} %`],
          [
            field('batteryVoltage'),
            car.batteryVoltage === null ? '' : `${formatNumber(car.batteryVoltage, locale, 1)} V`,
          ],
          [field('odometer'), car.odometer === null ? '' : formatNumber(car.odometer, locale)],
          [field('lastReport'), box ? formatDateTime(box.lastReportAt, locale) : ''],
        ]}
      />
    </>
  );
};
