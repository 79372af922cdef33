import { lazy } from 'react';
import { menuResource } from '../../custom/routes/menuResource.ts';

/**
 * Spec 2 /import, second of the More menu: the Import Log, with Mass Minutes Import as its
 * tab (spec 2 gives it no route of its own; the tab is in the URL, `?tab=massImport`).
 */
export default menuResource('massImports', {
  name: 'import',
  path: '/import',
  title: 'importLog',
  list: lazy(() => import('./ImportScreen.tsx').then((m) => ({ default: m.ImportScreen }))),
  menu: { group: 'more', order: 2, label: 'importLog' },
});
