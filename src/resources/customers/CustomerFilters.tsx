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

/**
 * Each status filter, its values and their i18n group (the same texts as the list's columns),
 * named as the account summary names the status.
 */
const STATUS_FILTERS = [
  ['accountStatus', ACCOUNT_STATUSES, 'accountStatus'],
  ['accountSuspendStatus', SUSPEND_STATUSES, 'suspendStatus'],
] as const;

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
  // The blank choice means any.
  ...STATUS_FILTERS.map(([source, values, group]) => (
    <AppSelectInput
      key={source}
      source={source}
      label={`accountSummary.fields.${source}`}
      alwaysOn
      choices={values.map((value) => ({ id: value, name: `customers.${group}.${value}` }))}
      validate={zodValidator(rule[source])}
    />
  )),
];
