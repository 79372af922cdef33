import { BooleanInput, TextInput } from 'react-admin';
import { ticketSearchQuery } from '../../domain/tickets/ticketSearchQuery.ts';
import { dateRange } from '../../custom/forms/dateRange.ts';
import { AppDateInput } from '../../custom/forms/PickerInputs.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { FilterSelectArrayInput } from '../../custom/lists/FilterSelectArrayInput.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { CategoriesInput } from './categories/CategoriesInput.tsx';
import { StaffInput } from './StaffInput.tsx';
import { ticketValueChoices } from '../../domain/tickets/ticketValues.ts';

const rule = ticketSearchQuery.shape;

/** An emptied list is no filter: null (which the filter form drops) rather than `[]`, which it would keep. */
const listOrNothing = (value: unknown) => (Array.isArray(value) && value.length > 0 ? value : null);

/**
 * Spec point 3, Ticket search filters, all shown at once, each checked by the API's own
 * rule, with words of the subject, details or notes and the member's number beside them. Categories are picked in the Ticket categories picker; cars are VINs, comma-separated.
 * "Hide closed tickets" is a filter only when ticked.
 */
export const ticketFilters = [
  <TextInput
    key="keyword"
    source="keyword"
    label="ticketSearch.fields.keyword"
    alwaysOn
    validate={zodValidator(rule.keyword)}
  />,
  <TextInput
    key="customerNumber"
    source="customerNumber"
    label="ticketSearch.fields.customerNumber"
    alwaysOn
    validate={zodValidator(rule.customerNumber)}
  />,
  <TextInput
    key="ticketId"
    source="ticketId"
    label="ticketSearch.fields.ticketId"
    alwaysOn
    validate={zodValidator(rule.ticketId)}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
  />,
  <CategoriesInput
    key="categories"
    source="categories"
    label="ticketSearch.fields.categories"
    alwaysOn
    helperText={false}
    parse={listOrNothing}
  />,
  <StaffInput key="staff" source="staff" label="ticketSearch.fields.staff" alwaysOn />,
  <AppSelectInput
    key="department"
    source="department"
    label="ticketSearch.fields.department"
    alwaysOn
    choices={ticketValueChoices('department')}
  />,
  <TextInput
    key="vehicles"
    source="vehicles"
    label="ticketSearch.fields.vins"
    alwaysOn
    validate={zodValidator(rule.vehicles)}
  />,
  <AppDateInput key="from" source="from" label="ticketSearch.fields.from" alwaysOn />,
  <AppDateInput key="to" source="to" label="ticketSearch.fields.to" alwaysOn validate={dateRange} />,
  <AppSelectInput
    key="source"
    source="source"
    label="ticketSearch.fields.source"
    alwaysOn
    choices={ticketValueChoices('source')}
  />,
  <AppSelectInput
    key="priority"
    source="priority"
    label="ticketSearch.fields.priority"
    alwaysOn
    choices={ticketValueChoices('priority')}
  />,
  <FilterSelectArrayInput
    key="status"
    source="status"
    label="ticketSearch.fields.status"
    alwaysOn
    choices={ticketValueChoices('status')}
    parse={listOrNothing}
    sx={{ minWidth: 200 }}
  />,
  <BooleanInput
    key="hideClosedTickets"
    source="hideClosedTickets"
    label="ticketSearch.fields.hideClosedTickets"
    alwaysOn
    format={(value: unknown) => value === true || value === 'true'}
    parse={(checked: boolean) => (checked ? 'true' : null)}
  />,
];
