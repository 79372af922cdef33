import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import { formatCurrency } from '../../../../domain/formats.ts';
import type { PaymentRecord } from '../../../../domain/payments/paymentSearch.ts';
import { isFinal } from './attemptKey.ts';

/**
 * Process payment (issue 18 point 5) of `amount`, the balance staff confirm. Each attempt has
 * its key: a second press, or a retry after no answer (network, 5xx), sends the same one, so
 * the member is charged once; after an answer the next press is a new attempt with a new key.
 * Success says so and refreshes the member's screens; a failure keeps its reason, in words.
 */
export const useProcessPayment = (customerId: number, amount: number, onPaid: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: () =>
      dataProvider.call<PaymentRecord>('processPayment', 'ADD', {
        customerId: String(customerId),
        amount,
        idempotencyKey: key,
      }),
    onSuccess: (payment) => {
      setKey(crypto.randomUUID());
      setFailure(null);
      notify('billing.processPayment.paid', {
        type: 'success',
        messageArgs: { amount: formatCurrency(payment.amount, locale), id: payment.id },
      });
      onPaid();
      refresh();
    },
    onError: (error: unknown) => {
      if (isFinal(error)) setKey(crypto.randomUUID());
      setFailure((error as Error).message || translate('billing.processPayment.declined'));
    },
  });
  return {
    pay: () => {
      if (!pay.isPending) pay.mutate();
    },
    busy: pay.isPending,
    failure,
    /** A new dialog is a new attempt, with nothing to say yet. */
    reset: () => {
      if (!pay.isPending) setKey(crypto.randomUUID());
      setFailure(null);
    },
  };
};
