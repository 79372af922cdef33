import { useGetList, useLocaleState, useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import type { CompactRow } from './compactRow.ts';
import { CompactList } from './CompactList.tsx';

/** The panel is compact: the latest few; the full list is one link away. */
export const RECENT = 10;

export interface RecentListProps<T extends RaRecord> {
  resource: string;
  filter?: Record<string, string>;
  /** Path parameters of the resource's row ({id}), as the data provider takes them. */
  meta?: Record<string, string>;
  rowOf: (record: T, locale: string, translate: TranslateFunction) => CompactRow;
  errorKey: string;
  emptyKey: string;
}

/** The latest records of a member or a car from one of their lists, newest first as the server orders them. */
export const RecentList = <T extends RaRecord>({
  resource,
  filter = {},
  meta,
  rowOf,
  errorKey,
  emptyKey,
}: RecentListProps<T>) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetList<T>(
    resource,
    { filter, meta, pagination: { page: 1, perPage: RECENT } },
    { retry: false },
  );
  return (
    <CompactList
      rows={data?.map((record) => rowOf(record, locale, translate))}
      isPending={isPending}
      error={error}
      errorKey={errorKey}
      emptyKey={emptyKey}
    />
  );
};
