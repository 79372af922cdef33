import { TextInput, useTranslate } from 'react-admin';
import { AppDateInput } from '../../../../custom/forms/PickerInputs.tsx';
import { markedRequired } from '../../../../custom/forms/markedRequired.ts';
import { zodValidator } from '../../../../custom/forms/zodValidator.ts';
import { alertFields, ALERT_MESSAGE_MAX, type AlertAdd } from '../../../../domain/customers/alert.ts';
import { dayOfPicked, isDayAfter } from '../../../../domain/customers/alertExpiry.ts';
import { SummaryDialog, type Values } from '../../../../custom/forms/SummaryDialog.tsx';

const validateMessage = zodValidator(alertFields.message);

/** Spec 5: the expiry is required (its asterisk) and after the member's today, as the server reads it. */
const dayAfter = (today: string) =>
  markedRequired((value: unknown) => {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) return 'validation.required';
    return isDayAfter(dayOfPicked(value), today) ? undefined : 'validation.futureDate';
  });

export interface AddAlertDialogProps {
  open: boolean;
  timeZone: string;
  /** Today where the member lives, from the server. */
  today: string;
  onAdd: (values: AlertAdd) => Promise<boolean>;
  onClose: () => void;
  error?: string;
}

/** Spec 2 Add alert: a message of at most 500 characters and the day it ends (spec 5, 9). */
export const AddAlertDialog = ({ open, timeZone, today, onAdd, onClose, error }: AddAlertDialogProps) => {
  const translate = useTranslate();
  const add = ({ message, expiryDate }: Values) =>
    onAdd({ message: String(message).trim(), expiryDate: dayOfPicked(expiryDate as Date) });
  return (
    <SummaryDialog
      open={open}
      title="alerts.add"
      defaultValues={{ message: '', expiryDate: null }}
      onSave={add}
      onClose={onClose}
      error={error}
    >
      <TextInput
        source="message"
        label="alerts.fields.message"
        validate={validateMessage}
        multiline
        minRows={3}
        fullWidth
        helperText={translate('alerts.messageHelp', { max: ALERT_MESSAGE_MAX })}
      />
      <AppDateInput
        source="expiryDate"
        label="alerts.fields.expiryDate"
        validate={dayAfter(today)}
        helperText={translate('alerts.expiryHelp', { zone: timeZone })}
        fullWidth
      />
    </SummaryDialog>
  );
};
