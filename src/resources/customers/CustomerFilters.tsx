import { TextInput } from 'react-admin';
import { customerSearchQuery } from '../../domain/customerSearchQuery.ts';
import { zodValidator } from '../../custom/forms/zodValidator.ts';

const rule = customerSearchQuery.shape;

const SOURCES = ['q', 'lastName', 'firstName', 'email', 'phone', 'customerNumber'] as const;
// Touch screens then offer the phone keypad.
const phoneKeypad = { slotProps: { htmlInput: { inputMode: 'tel' } } } as const;

/**
 * All shown at once: staff search by whichever fact the member gives them. Each input is
 * checked by the API's own rule (spec 5: the phone must be a valid North American number);
 * react-admin does not apply a filter while it is invalid.
 */
export const customerFilters = SOURCES.map((source) => (
  <TextInput
    key={source}
    source={source}
    alwaysOn
    validate={zodValidator(rule[source])}
    {...(source === 'phone' ? phoneKeypad : {})}
  />
));
