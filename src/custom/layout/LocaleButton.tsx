import { Button } from '@mui/material';
import { VisuallyHidden } from './VisuallyHidden.tsx';

interface LocaleButtonProps {
  locale: string;
  setLocale: (locale: 'en' | 'fr') => void;
  translate: (key: string, args?: Record<string, unknown>) => string;
}

/**
 * Spec 1: a button showing the current locale code; pressing it switches to the other
 * language. Its name starts with the code it shows, so a voice user can say what they see.
 * The signed-out pages use it with their own translate, before react-admin is loaded.
 */
export const LocaleButton = ({ locale, setLocale, translate }: LocaleButtonProps) => {
  const next = locale === 'fr' ? 'en' : 'fr';
  const action = translate('app.locale.switchTo', { locale: next.toUpperCase() });
  return (
    <Button color="inherit" onClick={() => setLocale(next)} title={action}>
      {locale.toUpperCase()}
      <VisuallyHidden> — {action}</VisuallyHidden>
    </Button>
  );
};
