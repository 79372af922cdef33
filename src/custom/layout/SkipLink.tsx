import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: past the navigation bar straight to the screen. Hidden
 * until focused; it moves focus itself, so the URL keeps no '#main-content'.
 */
export const SkipLink = () => {
  const translate = useTranslate();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        '&:focus': { top: 8 },
      }}
    >
      {translate('page.skipToContent')}
    </Link>
  );
};
