import { useLocaleState, useTranslate } from 'react-admin';
import { LocaleButton } from './LocaleButton.tsx';

/** The app bar's language switch, with react-admin's locale and texts. */
export const LocaleSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return <LocaleButton locale={locale} setLocale={setLocale} translate={translate} />;
};
