import { Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * Spec 1: a button showing the current locale code; pressing it switches to the other
 * language. Its name starts with the code it shows, so a voice user can say what they see.
 */
export const LocaleSwitch = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const next = locale === 'fr' ? 'en' : 'fr';
  const action = translate('app.locale.switchTo', { locale: next.toUpperCase() });
  return (
    <Button color="inherit" onClick={() => setLocale(next)} title={action}>
      {locale.toUpperCase()}
      <VisuallyHidden> — {action}</VisuallyHidden>
    </Button>
  );
};
