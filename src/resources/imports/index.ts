import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/** Spec 2: the mass imports and their log, second of the More menu. A later issue builds it. */
export default {
  name: 'massImports',
  routes: [
    {
      name: 'import',
      path: '/import',
      entity: 'massImports',
      title: 'importLog',
      component: Placeholder,
      menu: { group: 'more', order: 2, label: 'importLog' },
    },
  ],
} satisfies ResourceDeclaration;
