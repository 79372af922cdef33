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

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  {
    make: 'Toyota',
    model: 'Corolla Hybrid',
    years: [2021, 2022, 2023, 2024],
    vinPrefix: 'JTDBCMFE',
    plant: 'J',
    electric: false,
    weight: 26,
  },
  {
    make: 'Toyota',
    model: 'Prius',
    years: [2019, 2020, 2021, 2022],
    vinPrefix: 'JTDKARFU',
    plant: '3',
    electric: false,
    weight: 22,
  },
  {
    make: 'Toyota',
    model: 'RAV4 Hybrid',
    years: [2021, 2022, 2023],
    vinPrefix: '2T3RWRFV',
    plant: 'W',
    electric: false,
    weight: 10,
  },
  {
    make: 'Kia',
    model: 'Niro',
    years: [2020, 2021, 2022, 2023],
    vinPrefix: 'KNDCB3LC',
    plant: '5',
    electric: false,
    weight: 14,
  },
  {
    make: 'Hyundai',
    model: 'Kona Electric',
    years: [2021, 2022, 2023, 2024],
    vinPrefix: 'KM8K23AG',
    plant: 'U',
    electric: true,
    weight: 14,
  },
  {
    make: 'Chevrolet',
    model: 'Bolt EV',
    years: [2020, 2021, 2022, 2023],
    vinPrefix: '1G1FY6S0',
    plant: '4',
    electric: true,
    weight: 10,
  },
  {
    make: 'Kia',
    model: 'Niro EV',
    years: [2022, 2023, 2024],
    vinPrefix: 'KNDCC3LG',
    plant: '5',
    electric: true,
    weight: 4,
  },
];

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
