import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';

/**
 * Spec 2 /import, second of the More menu: the Import Log, with Mass Minutes Import as its
 * tab (spec 2 gives it no route of its own; the tab is in the URL, `?tab=massImport`).
 */
export default {
  name: 'massImports',
  list: lazy(() => import('./ImportScreen.tsx').then((m) => ({ default: m.ImportScreen }))),
  routes: [
    {
      name: 'import',
      path: '/import',
      entity: 'massImports',
      title: 'importLog',
      view: 'list',
      menu: { group: 'more', order: 2, label: 'importLog' },
    },
  ],
} satisfies ResourceDeclaration;
