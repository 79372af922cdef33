import { promoApplicationsApplier } from '../../imports/appliers/promoApplications.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /applypromo-massimport: Apply Promo Code from a CSV (spec 4, the import types). */
export default importRoute(promoApplicationsApplier);
