import { TextInput } from 'react-admin';
import { customerSearchQuery } from '../../domain/customers/customerSearchQuery.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from '../../domain/customers/customerStatus.ts';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';

const rule = customerSearchQuery.shape;

const TEXT_SOURCES = [
  'q',
  'lastName',
  'firstName',
  'email',
  'phone',
  'customerNumber',
  'postalCode',
  'rfid',
] as const;
// Touch screens then offer the phone keypad.
const phoneKeypad = { slotProps: { htmlInput: { inputMode: 'tel' } } } as const;

/** The statuses in words (the same texts as the list's columns); the blank choice means any. */
const statusChoices = (values: readonly string[], group: string) =>
  values.map((value) => ({ id: value, name: `customers.${group}.${value}` }));

/**
 * All shown at once: staff search by whichever fact the member gives them. Each input is
 * checked by the API's own rule (spec 5: the phone must be a valid North American number, the
 * postal code a Canadian postal code or US ZIP); react-admin does not apply a filter while it
 * is invalid.
 */
export const customerFilters = [
  ...TEXT_SOURCES.map((source) => (
    <TextInput
      key={source}
      source={source}
      alwaysOn
      validate={zodValidator(rule[source])}
      {...(source === 'phone' ? phoneKeypad : {})}
    />
  )),
  <AppSelectInput
    key="accountStatus"
    source="accountStatus"
    alwaysOn
    choices={statusChoices(ACCOUNT_STATUSES, 'accountStatus')}
    validate={zodValidator(rule.accountStatus)}
  />,
  <AppSelectInput
    key="suspensionStatus"
    source="suspensionStatus"
    alwaysOn
    choices={statusChoices(SUSPEND_STATUSES, 'suspendStatus')}
    validate={zodValidator(rule.suspensionStatus)}
  />,
];
