import { useLocaleState, useTranslate } from 'react-admin';
import type { CarDetail } from '../../domain/cars/carSearch.ts';
import { formatNumber } from '../../domain/formats.ts';
import { Facts, field } from './Facts.tsx';

/** Spec 3 Car detail: the car, its SIM details, state and last readings (the box's own state is CarBoxState). */
export const CarFacts = ({ car }: { car: CarDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
        ]}
      />
    </>
  );
};
