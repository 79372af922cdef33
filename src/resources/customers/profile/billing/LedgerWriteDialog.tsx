import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { specialFeeFields } from '../../../../domain/billing/modalRequests.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { SummaryDialog, type Values } from '../../../../custom/forms/SummaryDialog.tsx';
import { useLedgerWrite } from './useLedgerWrite.ts';

const validateNote = zodValidator(specialFeeFields.note);

/** What the Billing tab's actions give the modal they open. */
export interface BillingDialogProps {
  customer: CustomerDetail;
  open: boolean;
  onClose: () => void;
}

interface LedgerWriteDialogProps {
  open: boolean;
  onClose: () => void;
  /** i18n key of the modal's title. */
  title: string;
  /** The data provider's resource the request is created in. */
  resource: string;
  /** i18n key of what a success says. */
  success: string;
  /** The form's fields but the note, with their first values; the server's refusal of one shows at it. */
  defaultValues: Values;
  /** The request from the form's values, but the note, which every write carries. */
  request: (values: Values) => Values;
  children: ReactNode;
}

/**
 * The body every ledger write's modal shares (spec 2 Modals): its fields, then the staff
 * note; the write through useLedgerWrite; its error forgotten when the modal closes, so it
 * opens clean.
 */
export const LedgerWriteDialog = ({
  open,
  onClose,
  title,
  resource,
  success,
  defaultValues,
  request,
  children,
}: LedgerWriteDialogProps) => {
  const { write, error, clearError } = useLedgerWrite(resource, success);
  const save = (values: Values) =>
    write({ ...request(values), note: values.note }, [...Object.keys(defaultValues), 'note']);
  return (
    <SummaryDialog
      open={open}
      title={title}
      defaultValues={{ ...defaultValues, note: '' }}
      onSave={save}
      onClose={() => (clearError(), onClose())}
      error={error}
    >
      {children}
      <TextInput
        source="note"
        label="billing.modals.fields.note"
        validate={validateNote}
        multiline
        fullWidth
      />
    </SummaryDialog>
  );
};
