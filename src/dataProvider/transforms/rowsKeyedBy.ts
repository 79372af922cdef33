import { isRecord, type VerbTransform } from './transform.ts';

/**
 * react-admin keys every record by `id`: a list whose rows are known by another field (cars by
 * VIN, statements by month) gets that field as each row's id.
 */
export const rowsKeyedBy = (field: string): VerbTransform => ({
  receive: (body) =>
    isRecord(body) && Array.isArray(body.data)
      ? { ...body, data: body.data.map((row) => (isRecord(row) ? { ...row, id: row[field] } : row)) }
      : body,
});
