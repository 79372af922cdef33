import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import { PickersProvider } from '../../custom/forms/PickersProvider.tsx';
import { DATE_FORMAT } from '../../custom/forms/pickerLocale.ts';
import { utcMidnight } from '../../domain/validation.ts';
import { localDay } from './useAnalyticsRange.ts';

const asDate = (day: string): Date | null => {
  const at = utcMidnight(day);
  return at ? new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) : null;
};

/**
 * The range's two days, with the house's pickers; a range the server would refuse (backwards,
 * longer than a year) says why under its end, and the charts wait for a good one.
 */
export const RangeFilter = ({
  from,
  to,
  error,
  onChange,
}: {
  from: string;
  to: string;
  error?: string;
  onChange: (range: { from: string; to: string }) => void;
}) => {
  const translate = useTranslate();
  const picker = (which: 'from' | 'to', value: string, helperText?: string) => (
    <DatePicker
      label={translate(`analytics.${which}`)}
      value={asDate(value)}
      format={DATE_FORMAT}
      onChange={(date) => {
        if (!date || Number.isNaN(date.getTime())) return;
        onChange({ from, to, [which]: localDay(date) });
      }}
      slotProps={{
        textField: {
          size: 'small',
          variant: 'filled',
          name: which,
          error: Boolean(helperText),
          helperText,
        },
      }}
    />
  );
  return (
    <PickersProvider>
      <Stack
        role="group"
        aria-label={translate('analytics.range')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
      >
        {picker('from', from)}
        {picker('to', to, error ? translate(error) : undefined)}
      </Stack>
    </PickersProvider>
  );
};
