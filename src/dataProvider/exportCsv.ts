import type { SortPayload } from 'react-admin';
import type { AppDataProvider } from './dataProvider.ts';

/** Set by a search route that stopped writing rows at its cap; its value is the cap. */
const CAPPED_HEADER = 'X-Export-Capped';

/**
 * The CSV of a search's current filter and order: the same search route answering
 * `text/csv`, downloaded with the user's token and saved under the name the server gives.
 * The server writes it for this reader (docs/architecture.md, How data flows): labels and
 * words in `locale`, times in the browser's zone.
 */
export const exportCsv = async (
  dataProvider: Pick<AppDataProvider, 'download'>,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
  locale: string,
): Promise<{ fileName: string; cappedAt: number | null }> => {
  const { fileName, headers } = await dataProvider.download(
    resource,
    {
      ...filter,
      sort: sort.field,
      order: sort.order,
      lang: locale,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      headers: { Accept: 'text/csv' },
    },
    'SEARCH',
  );
  const capped = headers.get(CAPPED_HEADER);
  return { fileName, cappedAt: capped === null ? null : Number(capped) };
};
