import type { TranslateFunction } from 'react-admin';
import type { Title } from '../routes/declarations.ts';

/**
 * A page's heading, and so its browser tab, is its crumb's title (spec 2's
 * words), followed by the record it shows: "Customer profile · Ada Lovelace".
 */
export const crumbHeading = (translate: TranslateFunction, title: Title, record?: string | null): string =>
  [translate(`routes.${title}`), record].filter(Boolean).join(' · ');
