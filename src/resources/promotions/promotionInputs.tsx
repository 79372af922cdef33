import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/dataProvider.ts';
import type { RegionRow } from '../../domain/regionList.ts';
import { promotionValueText, type PromotionValueKind } from '../../domain/promotions/promotionText.ts';

/** Spec 7 /regions and /subChannels: what the promotion form and filters offer. */
export const usePromotionLists = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const regions = useQuery({
    queryKey: ['regions', 'list'],
    queryFn: () => dataProvider.call<RegionRow[]>('regions', 'SEARCH'),
    // Each region's today comes with it, so the list is read again once it may have turned.
    staleTime: 5 * 60_000,
  });
  const subChannels = useQuery({
    queryKey: ['subChannels', 'list'],
    queryFn: () => dataProvider.call<string[]>('subChannels', 'SEARCH'),
    staleTime: Infinity,
  });
  return { regions: regions.data ?? [], subChannels: subChannels.data ?? [] };
};

/** A select's choices of stored values, each in the reader's words. */
export const useValueChoices = () => {
  const translate = useTranslate();
  return (kind: PromotionValueKind, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: promotionValueText(kind, value, translate) }));
};
