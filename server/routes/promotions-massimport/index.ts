import { promotionsApplier } from '../../imports/appliers/promotions.ts';
import { importRoute } from '../../imports/importRoute.ts';

/** Spec 7 /promotions-massimport: Create Promo Code from a CSV (spec 4, the import types). */
export default importRoute(promotionsApplier);
