import { Placeholder } from '../../custom/layout/Placeholder.tsx';
import type { ResourceDeclaration } from '../../custom/shell/declarations.ts';

/**
 * Spec 2: a payment's details, which the member's lists link to; spec 6 groups payments with
 * customers (src/domain/entities.ts). A later issue builds it.
 */
export default {
  name: 'payments',
  routes: [
    {
      name: 'payment',
      path: '/payments/{paymentId}',
      entity: 'payments',
      title: 'payments',
      component: Placeholder,
    },
  ],
} satisfies ResourceDeclaration;
