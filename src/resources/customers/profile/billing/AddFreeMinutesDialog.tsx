import {
  AutocompleteArrayInput,
  DateInput,
  NumberInput,
  RadioButtonGroupInput,
  useGetList,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AppSelectInput } from '../../../../custom/forms/AppSelectInput.tsx';
import { markedRequired } from '../../../../custom/forms/markedRequired.ts';
import { zodFormValidator } from '../../../../custom/forms/zodFormValidator.ts';
import { freeMinuteAdd } from '../../../../domain/freeMinutes/freeMinute.ts';
import {
  FREE_MINUTE_EXPIRIES,
  FREE_MINUTE_REASONS,
} from '../../../../domain/freeMinutes/freeMinuteValues.ts';
import { SummaryDialog, type Values } from '../../../../custom/forms/SummaryDialog.tsx';
import type { BillingDialogProps } from './LedgerWriteDialog.tsx';
import { useLedgerWrite } from './useLedgerWrite.ts';

const FIELDS = ['reason', 'freeMin', 'regions', 'expiry', 'expiryDays', 'expiryDate', 'ticket'] as const;
/** The expiry field each kind shows; the other one is hidden (spec 5 Free minutes form). */
const EXPIRY_FIELD_OF: Record<string, string> = { days: 'expiryDays', date: 'expiryDate' };
const EXPIRY_FIELDS = Object.values(EXPIRY_FIELD_OF);

/**
 * The route's own schema checks each field; its rule across fields (the expiry kind's field)
 * runs only once the whole request parses, so the form's values are read with a member in them.
 * An expiry field is shown only for the kind that requires it, so it is marked required.
 */
const validate: Record<string, Validator> = Object.fromEntries(
  FIELDS.map((field) => {
    const validator = zodFormValidator(freeMinuteAdd, field);
    const withMember: Validator = (value, values, props) =>
      validator(value, { customerId: '1', ...values }, props);
    if (EXPIRY_FIELDS.includes(field)) return [field, markedRequired(withMember)];
    return [
      field,
      Object.assign(withMember, { isRequired: (validator as { isRequired?: boolean }).isRequired }),
    ];
  }),
);
const reasons = FREE_MINUTE_REASONS.map((id) => ({ id, name: `freeMinutes.reasons.${id}` }));
const expiries = FREE_MINUTE_EXPIRIES.map((id) => ({ id, name: `freeMinutes.expiries.${id}` }));

const ExpiryInputs = () => {
  const expiry = useWatch({ name: 'expiry' });
  if (expiry === 'days')
    return (
      <NumberInput source="expiryDays" label="freeMinutes.fields.expiryDays" validate={validate.expiryDays} />
    );
  if (expiry === 'date')
    return (
      <DateInput source="expiryDate" label="freeMinutes.fields.expiryDate" validate={validate.expiryDate} />
    );
  return null;
};

/** The fields the form shows for these values: a hidden expiry field is neither sent nor marked. */
const shownFields = (values: Values) =>
  FIELDS.filter(
    (field) => !EXPIRY_FIELDS.includes(field) || EXPIRY_FIELD_OF[String(values.expiry)] === field,
  );

/**
 * Only the fields shown, and of those the ones filled, are sent (an optional field is absent):
 * a date or a number of days typed then abandoned for another expiry kind is not sent, so a
 * form never fails on a field it hides (spec 5 Free minutes form).
 */
const requestOf = (customerId: number, values: Values): Values => ({
  ...Object.fromEntries(
    shownFields(values)
      .map((field) => [field, values[field]] as const)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ),
  customerId: String(customerId),
});

/**
 * Spec 2 Add free minutes (spec 5 Free minutes form): reason, minutes, regions (sent as ids),
 * the related ticket by number and the expiry; validated by the route's own schema. A grant
 * saved leaves it open on an empty form; Cancel closes it.
 */
export const AddFreeMinutesDialog = ({ customer, open, onClose }: BillingDialogProps) => {
  const { data: regions } = useGetList('regions', { pagination: { page: 1, perPage: 100 } });
  const { write, error, clearError } = useLedgerWrite('freeMinutes', 'freeMinutes.add.done');
  const close = () => (clearError(), onClose());
  return (
    <SummaryDialog
      open={open}
      title="freeMinutes.add.title"
      defaultValues={{ reason: '', freeMin: null, regions: [], expiry: 'none', expiryDate: '', ticket: null }}
      onSave={(values) => write(requestOf(customer.id, values), shownFields(values))}
      // Spec 7 Free minute add: the summary and list refresh behind it and the form resets,
      // for the next grant.
      afterSave="reset"
      onClose={close}
      error={error}
    >
      <AppSelectInput
        source="reason"
        label="freeMinutes.fields.reason"
        choices={reasons}
        validate={validate.reason}
        fullWidth
      />
      <NumberInput
        source="freeMin"
        label="freeMinutes.fields.freeMin"
        validate={validate.freeMin}
        fullWidth
      />
      <AutocompleteArrayInput
        source="regions"
        label="freeMinutes.fields.regions"
        choices={regions ?? []}
        validate={validate.regions}
        translateChoice={false}
        fullWidth
      />
      <NumberInput source="ticket" label="freeMinutes.fields.ticket" validate={validate.ticket} fullWidth />
      <RadioButtonGroupInput
        source="expiry"
        label="freeMinutes.fields.expiry"
        choices={expiries}
        validate={validate.expiry}
        row
      />
      <ExpiryInputs />
    </SummaryDialog>
  );
};
