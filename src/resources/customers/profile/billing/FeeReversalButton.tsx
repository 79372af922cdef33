import { Button } from '@mui/material';
import { useState } from 'react';
import { NumberInput, useLocaleState, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { REVERSAL_REASONS, type LedgerLineRow } from '../../../../domain/billing/ledger.ts';
import { feeReversalFields } from '../../../../domain/billing/modalRequests.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { formatCurrency } from '../../../../domain/formats.ts';
import { toCents } from '../../../../domain/money.ts';
import { useFeeName } from './FeePicker.tsx';
import { LedgerWriteDialog } from './LedgerWriteDialog.tsx';

const checkAmount = zodValidator(feeReversalFields.amount);
const validateReason = zodValidator(feeReversalFields.reason);
const reasons = REVERSAL_REASONS.map((id) => ({ id, name: `billing.reasons.${id}` }));

/** The amount as the request's schema judges it, and never more than what is left of the fee. */
const validateAmount = (left: number) => (value: unknown) =>
  checkAmount(value, {}, {}) ??
  (toCents(value as number) > toCents(left) ? 'billing.modals.reversalExceedsFee' : undefined);

/**
 * Spec 2 Fee reversal, opened from a fee's line in the ledger: what is left of the fee is
 * shown and prefilled (a whole reversal is the usual one); a part may be given instead.
 * Offered only while something is left.
 */
export const FeeReversalButton = ({ customer, line }: { customer: CustomerDetail; line: LedgerLineRow }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const feeName = useFeeName();
  const [open, setOpen] = useState(false);
  const left = line.reversible;
  if (left === null || left <= 0) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('billing.modals.reverse')}
      </Button>
      {open ? (
        <LedgerWriteDialog
          open
          onClose={() => setOpen(false)}
          title="billing.modals.feeReversal"
          resource="feeReversal"
          success="billing.modals.done.feeReversed"
          defaultValues={{ amount: left, reason: '' }}
          request={({ amount, reason }) => ({ customerId: customer.id, lineId: line.id, amount, reason })}
        >
          <p>
            {translate('billing.modals.reversalLeft', {
              fee: feeName({ code: line.feeCode ?? '' }),
              left: formatCurrency(left, locale),
              total: formatCurrency(line.total, locale),
            })}
          </p>
          <NumberInput
            source="amount"
            label="billing.modals.fields.amountWithGst"
            validate={validateAmount(left)}
            fullWidth
          />
          <AppSelectInput
            source="reason"
            label="billing.modals.fields.reason"
            choices={reasons}
            validate={validateReason}
            fullWidth
          />
        </LedgerWriteDialog>
      ) : null}
    </>
  );
};
