import type { PageDeclaration } from '../shell/declarations.ts';
import { PasswordRecoveryPage } from './PasswordRecoveryPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

/**
 * Spec 2: the pages for signed-out users only. /login has no component here: react-admin
 * mounts its login page (LoginPage.tsx, given to <Admin>) there itself.
 */
export default {
  routes: [
    { name: 'login', path: '/login', kind: 'signedOut', entity: null, title: 'login' },
    {
      name: 'passwordRecovery',
      path: '/password-recovery',
      kind: 'signedOut',
      entity: null,
      title: 'passwordRecovery',
      component: PasswordRecoveryPage,
    },
    {
      name: 'resetPassword',
      path: '/reset-password',
      kind: 'signedOut',
      entity: null,
      title: 'resetPassword',
      component: ResetPasswordPage,
    },
  ],
} satisfies PageDeclaration;
