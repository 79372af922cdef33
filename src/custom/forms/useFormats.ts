import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatElapsed } from '../../domain/elapsedTime.ts';
import { formatCurrency, formatDate, formatDateTime, formatNumber } from '../../domain/formats.ts';

type DateInput = Parameters<typeof formatDate>[0];

/** The display formats of src/domain, bound to the current locale. */
export const useFormats = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(
    () => ({
      date: (value: DateInput) => formatDate(value, locale),
      dateTime: (value: DateInput) => formatDateTime(value, locale),
      number: (value: number | null | undefined, digits?: number) => formatNumber(value, locale, digits),
      currency: (value: number | null | undefined) => formatCurrency(value, locale),
      elapsed: (milliseconds: number) => formatElapsed(milliseconds, translate),
    }),
    [locale, translate],
  );
};
