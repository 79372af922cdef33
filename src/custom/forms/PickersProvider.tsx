import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { dateFnsLocale } from './pickerLocale.ts';

/**
 * Date and time pickers in the app's locale (month names, buttons), weeks from Monday. The
 * picker inputs carry one each, so they work wherever a screen puts them; a screen with many
 * pickers may wrap them all once.
 */
export const PickersProvider = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateFnsLocale(locale)}
      localeText={
        locale === 'fr' ? frFR.components.MuiLocalizationProvider.defaultProps.localeText : undefined
      }
    >
      {children}
    </LocalizationProvider>
  );
};
