import type { FastifyRequest } from 'fastify';
import { IF_MATCH } from '../../src/domain/audit.ts';
import { HttpError } from './httpError.ts';

/** The version a save was made from; the route's `ifMatchHeaders` schema has checked its form. */
export const requiredVersion = (request: FastifyRequest): number => {
  const match = IF_MATCH.exec(String(request.headers['if-match'] ?? '').trim());
  if (!match)
    throw new HttpError(400, 'error.versionRequired', 'If-Match must hold a record version, e.g. "3"');
  return Number(match[1]);
};
