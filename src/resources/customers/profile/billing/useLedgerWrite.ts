import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { HttpError } from '../../../../dataProvider/HttpError.ts';
import type { FieldErrors, Values } from '../../../../custom/forms/SummaryDialog.tsx';
import { sendAttempt } from './attemptKey.ts';

/** Why a write failed, in words: the server's message key translated, its English text as the fallback. */
export const useFailureText = () => {
  const translate = useTranslate();
  return (caught: unknown) => {
    if (caught instanceof HttpError && caught.body?.messageKey)
      return translate(caught.body.messageKey, { _: caught.body.message ?? caught.message });
    return translate('billing.modals.failed');
  };
};

/**
 * One of the Billing tab's writes (spec 2 Modals), one attempt per submit under its own
 * Idempotency-Key (spec 7: a retry never charges twice): on success, says so and refreshes what the
 * screen shows (the balance summary and the ledger); a refusal of fields the form shows goes
 * to those fields, any other to the dialog's error text.
 */
export const useLedgerWrite = (resource: string, success: string) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const [error, setError] = useState<string>();

  const write = async (body: Values, shown: readonly string[]): Promise<boolean | FieldErrors> => {
    setError(undefined);
    try {
      await sendAttempt((key) =>
        dataProvider.create(resource, { data: body, meta: { headers: { 'Idempotency-Key': key } } }),
      );
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (caught) {
      const fields = caught instanceof HttpError ? caught.body?.errors : undefined;
      if (fields && Object.keys(fields).every((field) => shown.includes(field))) return fields;
      setError(failureText(caught));
      return false;
    }
  };
  return { write, error, clearError: () => setError(undefined) };
};
