import type { PageDeclaration } from '../../custom/routes/declarations.ts';
import { SignedOutOnly } from './SignedOutOnly.tsx';

/**
 * Spec 2: the pages for signed-out users only, which the light sign-in page shows (SignInApp.tsx)
 * before the app is loaded. Inside the app they send a signed-in user home and hand a
 * signed-out one back (SignedOutOnly); /login has no component here: react-admin mounts its
 * login page (SignedOutOnly too, given to <Admin>) there itself.
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
      component: SignedOutOnly,
    },
    {
      name: 'resetPassword',
      path: '/reset-password',
      kind: 'signedOut',
      entity: null,
      title: 'resetPassword',
      component: SignedOutOnly,
    },
  ],
} satisfies PageDeclaration;
