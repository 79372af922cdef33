import { ThemeProvider, createTheme, useTheme } from '@mui/material';
import { frFR } from '@mui/material/locale';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** MUI's own texts by app locale: English is MUI's default. */
const MUI_TEXTS: Record<string, typeof frFR | undefined> = { fr: frFR };

/**
 * The texts MUI writes itself (a pager's "Go to next page" and "pagination
 * navigation", an autocomplete's "Clear" and "Open") in the staff member's language. They
 * are theme defaults, so the app's theme takes them for the locale chosen; a screen's own
 * labels still win over them.
 */
export const LocaleTheme = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const outer = useTheme();
  const texts = MUI_TEXTS[locale];
  const theme = useMemo(() => (texts ? createTheme(outer, texts) : outer), [outer, texts]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
