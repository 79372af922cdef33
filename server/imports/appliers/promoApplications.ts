import type { ApplyPromoRequest } from '../../../src/domain/freeMinutes/freeMinute.ts';
import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { applyPromoCodes } from '../../repositories/promoApplications.ts';
import type { Applier } from '../applier.ts';
import { ROW_SCHEMAS } from '../rowSchemas.ts';

/** Apply Promo Code (/applypromo-massimport): a row is the Apply promo code call, a member and a code. */
export const promoApplicationsApplier: Applier<ApplyPromoRequest> = {
  type: 'applyPromoCode',
  ...IMPORT_TEMPLATES.applyPromoCode,
  rowSchema: ROW_SCHEMAS.applyPromoCode,
  apply: (trx, actor, rows) => applyPromoCodes(trx, actor, rows),
};
