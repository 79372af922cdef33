import type { CarState, CarStatus } from './carStatus.ts';

/** One row of the vehicle service's /vehicle/search. */
export interface CarSearchRow {
  vin: string;
  plateNumber: string;
  fleetId: number;
  /** The fleet's region name. */
  fleetName: string;
  make: string;
  model: string;
  modelYear: number;
  telemeterModel: string;
  telemeterId: string;
  carrier: string;
  msisdn: string;
  status: CarStatus;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
  fuelLevel: number | null;
  /** 12 V battery, volts. */
  batteryVoltage: number | null;
  odometer: number | null;
}

/** Spec point 3, Car detail: /vehicle/{vin}. */
export interface CarDetail extends CarSearchRow {
  /** SIM details; the provider is the carrier. */
  sim: { provider: string; msisdn: string; imsi: string; iccid: string };
  state: CarState;
  /** The last reported position; null before the first fix. */
  gps: { latitude: number; longitude: number } | null;
  createDateTime: string;
}
