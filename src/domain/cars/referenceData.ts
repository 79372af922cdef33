/**
 * Spec 3, Car add form: the reference data the Add Car modal offers (GET /infleet/formFields), kept in
 * the domain so the seed draws its cars from the same models, boxes and carriers.
 */
/** Models a car-sharing fleet in Canada actually runs: hybrids and small EVs. */
export interface VehicleModel {
  make: string;
  model: string;
  years: readonly number[];
  /** World manufacturer identifier and vehicle descriptor (VIN positions 1-8). */
  vinPrefix: string;
  plant: string;
  electric: boolean;
  weight: number;
}

/** A model as its row gives it (VEHICLE_MODELS), its facts in the interface's order. */
type ModelRow = [
  make: string,
  model: string,
  years: readonly number[],
  vinPrefix: string,
  plant: string,
  electric: boolean,
  weight: number,
];

const vehicleModel = ([make, model, years, vinPrefix, plant, electric, weight]: ModelRow): VehicleModel => ({
  make,
  model,
  years,
  vinPrefix,
  plant,
  electric,
  weight,
});

export const VEHICLE_MODELS: readonly VehicleModel[] = (
  [
    ['Toyota', 'Corolla Hybrid', [2021, 2022, 2023, 2024], 'JTDBCMFE', 'J', false, 26],
    ['Toyota', 'Prius', [2019, 2020, 2021, 2022], 'JTDKARFU', '3', false, 22],
    ['Toyota', 'RAV4 Hybrid', [2021, 2022, 2023], '2T3RWRFV', 'W', false, 10],
    ['Kia', 'Niro', [2020, 2021, 2022, 2023], 'KNDCB3LC', '5', false, 14],
    ['Hyundai', 'Kona Electric', [2021, 2022, 2023, 2024], 'KM8K23AG', 'U', true, 14],
    ['Chevrolet', 'Bolt EV', [2020, 2021, 2022, 2023], '1G1FY6S0', '4', true, 10],
    ['Kia', 'Niro EV', [2022, 2023, 2024], 'KNDCC3LG', '5', true, 4],
  ] satisfies ModelRow[]
).map(vehicleModel);

/** Telematics boxes and the prefix of their 15-character box ids (the add-car form prefills it). */
export const TELEMETER_MODELS = [
  { model: 'INVERS CloudBoxx', prefix: 'CBX', weight: 50 },
  { model: 'Geotab GO9', prefix: 'G9', weight: 35 },
  { model: 'CalAmp LMU-4230', prefix: '4230', weight: 15 },
] as const;

/** Canadian carriers and their mobile network codes (MCC 302). */
export const CARRIERS = [
  { name: 'Rogers', mnc: '720', iccidLength: 20, weight: 45 },
  { name: 'Bell', mnc: '610', iccidLength: 19, weight: 30 },
  { name: 'Telus', mnc: '220', iccidLength: 20, weight: 25 },
] as const;
