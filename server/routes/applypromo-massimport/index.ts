import { promoApplicationsApplier } from '../../imports/appliers/promoApplications.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /applypromo-massimport: Apply Promo Code from a CSV (issue 19 point 3). */
export default importRoute(promoApplicationsApplier);
