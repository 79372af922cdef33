import { Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/** Spec 1: a button showing the current locale code; pressing it switches to the other language. */
export const LocaleSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const next = locale === 'fr' ? 'en' : 'fr';
  return (
    <Button
      color="inherit"
      onClick={() => setLocale(next)}
      aria-label={translate('app.locale.switchTo', { locale: next.toUpperCase() })}
      title={translate('app.locale.switchTo', { locale: next.toUpperCase() })}
    >
      {locale.toUpperCase()}
    </Button>
  );
};
