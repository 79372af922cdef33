import { isRecord, type VerbTransform } from './transform.ts';

/** Cars are keyed by VIN; react-admin keys every record by `id`, so each row gets its VIN as id. */
export const carsKeyedByVin: VerbTransform = {
  receive: (body) =>
    isRecord(body) && Array.isArray(body.data)
      ? { ...body, data: body.data.map((row) => (isRecord(row) ? { ...row, id: row.vin } : row)) }
      : body,
};
