import { freeMinutesApplier } from '../../imports/appliers/freeMinutes.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /freeminutes-massimport: Add Free Minutes from a CSV (issue 19 point 3). */
export default importRoute(freeMinutesApplier);
