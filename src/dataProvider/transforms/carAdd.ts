import { isRecord, type VerbTransform } from './transform.ts';

/** Spec 7, car add: the form lists SIM numbers; the payload takes the first entry's msisdn. */
export const carAdd: VerbTransform = {
  send: (car) => {
    if (!Array.isArray(car.msisdn)) return car;
    const [first] = car.msisdn;
    return { ...car, msisdn: isRecord(first) ? (first.msisdn ?? null) : (first ?? null) };
  },
};
