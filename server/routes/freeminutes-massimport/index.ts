import { freeMinutesApplier } from '../../imports/appliers/freeMinutes.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /freeminutes-massimport: Add Free Minutes from a CSV (spec 4, the import types). */
export default importRoute(freeMinutesApplier);
