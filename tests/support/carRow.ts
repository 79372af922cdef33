/** A `cars` row for API tests: the n-th car's telematics ids, everything else a plain available Prius. */
export const carRow = (
  vin: string,
  plate: string,
  n: number,
  extra: { status?: string; fuel_level?: number } = {},
) => ({
  vin,
  plate_number: plate,
  fleet_id: 1,
  make: 'Toyota',
  model: 'Prius',
  model_year: 2021,
  telemeter_model: 'Geotab GO9',
  telemeter_id: `G9000000000000${n}`,
  carrier: 'Bell',
  msisdn: `1604555000${n}`,
  imsi: `30261000000000${n}`,
  iccid: `893026100000000000${n}`,
  status: 'AVAILABLE',
  ...extra,
});
