import { lazy } from 'react';
import type { ResourceDeclaration } from '../../custom/routes/declarations.ts';
import { PaymentCrumb } from './PaymentCrumb.tsx';

const PaymentPage = lazy(() => import('./PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })));

/**
 * Payments (spec 6 groups them with customers, src/domain/entities.ts): the
 * list at /payments (a departure: spec 2 names only a payment's page) and a payment's
 * details at /payments/{paymentId}, which the member's lists link to. Each loads on first visit.
 */
export default {
  name: 'payments',
  list: lazy(() => import('./PaymentList.tsx').then((m) => ({ default: m.PaymentList }))),
  routes: [
    { name: 'payments', path: '/payments', entity: 'payments', title: 'payments', view: 'list' },
    {
      name: 'payment',
      path: '/payments/{paymentId}',
      entity: 'payments',
      title: 'payments',
      parent: 'payments',
      Crumb: PaymentCrumb,
      component: PaymentPage,
    },
  ],
} satisfies ResourceDeclaration;
