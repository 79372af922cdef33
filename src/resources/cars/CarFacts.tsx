import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { CarDetail } from '../../domain/cars/carSearch.ts';
import { formatDateTime, formatNumber } from '../../domain/formats.ts';

/** The box's last report as /telemetry/{vin}/latest answers it; unknown until that answers. */
const useLastReport = (vin: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['carState', vin],
    queryFn: () => dataProvider.call<{ lastReportAt?: string }>('state', 'FETCH', { id: vin }),
    retry: false,
  });
  return data?.lastReportAt;
};

const Facts = ({ title, rows }: { title: string; rows: [string, string][] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
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
  const lastReport = useLastReport(car.vin);
  return (
    <>
      <Facts
        title="cars.detail.car"
        rows={[
          [field('licencePlate'), car.plateNumber],
          [field('vin'), car.vin],
          [field('status'), translate(`cars.statuses.${car.status}`)],
          [field('state'), translate(`cars.states.${car.state}`)],
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
          [field('lastReport'), lastReport ? formatDateTime(lastReport, locale) : ''],
        ]}
      />
    </>
  );
};
