import { z } from 'zod';
import { freeMinuteGrant } from './freeMinute.ts';

/** POST /apply-promo's answer: the application made and, when the code carries free minutes, their grant. */
export const applyPromoResult = z.object({
  application: z.object({
    id: z.string().describe('bigserial, as digits'),
    promotionId: z.number().int(),
    promoCode: z.string(),
    customerId: z.string(),
    appliedAt: z.string().describe('ISO instant'),
  }),
  grant: freeMinuteGrant.nullable(),
});
export type ApplyPromoResult = z.infer<typeof applyPromoResult>;
