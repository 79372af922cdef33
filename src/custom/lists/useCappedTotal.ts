import { useListContext, useLocaleState } from 'react-admin';

/**
 * The server stops counting at its cap and says so (`totalCountCapped`); then the total is a
 * floor, written '10,000+' by whoever shows it. Null when the count is exact.
 */
export const useCappedTotal = (): string | null => {
  const { meta, total } = useListContext() as ReturnType<typeof useListContext> & {
    meta?: { totalCountCapped?: boolean };
  };
  const [locale] = useLocaleState();
  if (!meta?.totalCountCapped || total === undefined) return null;
  return `${new Intl.NumberFormat(locale).format(total)}+`;
};
