import { HttpError } from '../http/httpError.ts';

/** The 404 of a trip id no trip has, the same on every trip path. */
export const tripNotFound = (id: string) => new HttpError(404, 'error.notFound', `No trip has id ${id}`);
