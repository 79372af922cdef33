import { promotionsApplier } from '../../imports/appliers/promotions.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /promotions-massimport: Create Promo Code from a CSV (issue 19 point 3). */
export default importRoute(promotionsApplier);
