import { Pagination, useTranslate } from 'react-admin';
import { useCappedTotal } from './useCappedTotal.ts';

export const PAGE_SIZES = [25, 50, 100];

/** 25, 50 or 100 rows a page (react-admin keeps the choice in the URL); a capped total reads '10,000+'. */
export const ListPagination = () => {
  const translate = useTranslate();
  const total = useCappedTotal();
  const capped = total
    ? {
        labelDisplayedRows: ({ from, to }: { from: number; to: number }) =>
          translate('lists.pageRangeCapped', { from, to, total }),
      }
    : {};
  return <Pagination rowsPerPageOptions={PAGE_SIZES} {...capped} />;
};
