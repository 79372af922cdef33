import type { ImportType } from '../../../src/domain/imports/importValues.ts';
import type { Applier } from '../applier.ts';
import { promotionsApplier } from './promotions.ts';

/** Each import type's applier, for the routes that name the type (the templates). */
export const APPLIERS: Partial<Record<ImportType, Pick<Applier, 'type' | 'columns' | 'example'>>> = {
  createPromoCode: promotionsApplier,
};
