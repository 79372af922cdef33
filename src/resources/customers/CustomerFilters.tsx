import { TextInput } from 'react-admin';
import { customerSearchQuery } from '../../domain/customerSearchQuery.ts';
import { zodValidator } from '../../custom/forms/zodValidator.ts';

const rule = customerSearchQuery.shape;

// react-admin's filter bar hides helper texts; an invalid filter must say why it is ignored.
const showError = { '&& .MuiFormHelperText-root': { display: 'block' } };

/**
 * All shown at once: staff search by whichever fact the member gives them. Each input is
 * checked by the API's own rule (spec 5: the phone must be a valid North American number);
 * react-admin does not apply a filter while it is invalid.
 */
export const customerFilters = [
  <TextInput key="q" source="q" alwaysOn validate={zodValidator(rule.q)} sx={showError} />,
  <TextInput
    key="lastName"
    source="lastName"
    alwaysOn
    validate={zodValidator(rule.lastName)}
    sx={showError}
  />,
  <TextInput
    key="firstName"
    source="firstName"
    alwaysOn
    validate={zodValidator(rule.firstName)}
    sx={showError}
  />,
  <TextInput key="email" source="email" alwaysOn validate={zodValidator(rule.email)} sx={showError} />,
  <TextInput
    key="phone"
    source="phone"
    alwaysOn
    validate={zodValidator(rule.phone)}
    sx={showError}
    slotProps={{ htmlInput: { inputMode: 'tel' } }}
  />,
  <TextInput
    key="customerNumber"
    source="customerNumber"
    alwaysOn
    validate={zodValidator(rule.customerNumber)}
    sx={showError}
  />,
];
