import { z } from 'zod';
import { SUB_CHANNELS } from './promotions/promotionValues.ts';

/** Spec 7 /regions: the regions a promotion or a free-minute grant is given in, with their zone. */
export const regionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  province: z.string(),
  timeZone: z.string().describe('IANA zone of the region'),
  today: z
    .string()
    .describe('YYYY-MM-DD in the region now, as the server reads it: a promotion start is judged on it'),
});
export type RegionRow = z.infer<typeof regionRow>;
export const regionList = z.array(regionRow);

/**
 * How an import file's region name is matched (spec 7, Files and imports): any case, with or
 * without accents, so French staff's "Montréal" is the region named Montreal.
 */
export const regionNameKey = (name: string): string =>
  name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Spec 7 /subChannels: the promotion channels, as the promotion form's select offers them. */
export const subChannelList = z.array(z.enum(SUB_CHANNELS));
