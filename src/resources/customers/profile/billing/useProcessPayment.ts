import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useDataProvider,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider/index.ts';
import type { HttpError } from '../../../../dataProvider/HttpError.ts';
import { DECLINE_REASONS } from '../../../../domain/payments/declineReason.ts';
import { PAYMENT_DECLINED } from '../../../../domain/payments/processPayment.ts';
import { formatCurrency } from '../../../../domain/formats.ts';
import type { PaymentRecord } from '../../../../domain/payments/paymentSearch.ts';
import { isFinal } from './attemptKey.ts';

/** Why an attempt failed: the server's text (spec 8's for a decline) and, for a decline, why and what to do. */
interface PaymentFailure {
  text: string;
  advice?: string;
}

const failureOf = (error: unknown, translate: TranslateFunction): PaymentFailure => {
  const { message, body } = error as Partial<HttpError>;
  const reason = body?.messageArgs?.reason;
  const known = DECLINE_REASONS.find((name) => name === reason);
  return {
    text: message || translate(PAYMENT_DECLINED),
    ...(known
      ? {
          advice: translate(`billing.processPayment.reasons.${known}`, { expiry: body?.messageArgs?.expiry }),
        }
      : {}),
  };
};

/**
 * Process payment (spec 7; README, Departures) of `amount`, the balance staff confirm. Each attempt has
 * its key: a second press, or a retry after no answer (network, 5xx), sends the same one, so
 * the member is charged once; after an answer the next press is a new attempt with a new key.
 * Success says so and refreshes the member's screens; a failure keeps its reason, in words,
 * and a declined card also why and what to do (spec 8 Payment).
 */
export const useProcessPayment = (customerId: number, amount: number, onPaid: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
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
      setFailure(failureOf(error, translate));
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
