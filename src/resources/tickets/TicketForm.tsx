import { Box, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, TextInput, Toolbar, type Validator } from 'react-admin';
import { AppForm } from '../../custom/forms/AppForm.tsx';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { zodFormValidator } from '../../custom/forms/zodFormValidator.ts';
import { staffDisplayName, type StaffName } from '../../domain/names.ts';
import { ticketSaveBody } from '../../domain/tickets/ticketSave.ts';
import { CategoriesInput } from './categories/CategoriesInput.tsx';
import { FilesInput } from './form/FilesInput.tsx';
import { LookupInput } from './form/LookupInput.tsx';
import { NotesInput } from './form/NotesInput.tsx';
import { ticketValueChoices, type TicketValueField } from '../../domain/tickets/ticketValues.ts';
import { ShareTicketLinks, vinOfCar, type LinkedCar, type LinkedMember } from './panel/ticketLinks.ts';

const VALIDATED = ['subject', 'details', 'categories', 'department', 'priority', 'status', 'source'] as const;
type Validated = (typeof VALIDATED)[number];

/** Spec 5, Ticket: the form refuses what POST/PUT /tickets refuses (one schema, src/domain). */
const validate = Object.fromEntries(
  VALIDATED.map((field) => [field, zodFormValidator(ticketSaveBody, field)]),
) as Record<Validated, Validator>;

const memberText = (member: LinkedMember) =>
  [member.fullName, member.customerNumber].filter(Boolean).join(' · ');
const carText = (car: LinkedCar) => [car.plateNumber, vinOfCar(car)].filter(Boolean).join(' · ');
const staffText = (staff: StaffName) => staffDisplayName(staff);

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** A dropdown of one of the ticket's fixed lists, in words (spec 3). */
const ChoiceInput = ({ source }: { source: TicketValueField }) => (
  <AppSelectInput
    source={source}
    label={`ticketSearch.fields.${source}`}
    choices={ticketValueChoices(source)}
    // The blank choice is no value (null), as the save body takes an absent source.
    parse={(value: string) => (value === '' ? null : value)}
    validate={validate[source]}
    fullWidth
    // A select's own minimum width would push the fourth column out of the form.
    sx={{ minWidth: 0 }}
  />
);

/**
 * New and edit ticket (spec points 2, 3 and 5): subject, details, categories, the linked
 * members and cars, the staff member assigned, department, priority, status, source, notes
 * and files. `children` go inside the form (the edit page's stale-save dialog).
 */
export const TicketForm = ({ children }: { children?: ReactNode }) => (
  <AppForm toolbar={<SaveOnly />} sx={{ maxWidth: 960 }}>
    {children}
    <ShareTicketLinks />
    <TextInput source="subject" label="ticketSearch.fields.subject" validate={validate.subject} fullWidth />
    <TextInput
      source="details"
      label="ticketForm.details"
      validate={validate.details}
      multiline
      minRows={3}
      fullWidth
    />
    <CategoriesInput source="categories" validate={validate.categories} fullWidth />
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, width: '100%' }}>
      <LookupInput<LinkedMember & { id: number | string }>
        source="customers"
        label="ticketSearch.fields.customers"
        resource="ticketCustomerLookup"
        optionText={memberText}
        helperText="ticketForm.customersHelp"
        multiple
      />
      <LookupInput<LinkedCar & { id: string }>
        source="vehicles"
        label="ticketSearch.fields.vehicles"
        resource="ticketVehicleLookup"
        optionText={carText}
        optionKey={vinOfCar}
        helperText="ticketForm.vehiclesHelp"
        multiple
      />
    </Box>
    <LookupInput<StaffName & { id: number }>
      source="staff"
      label="ticketSearch.fields.staff"
      resource="staffs"
      optionText={staffText}
      helperText="ticketForm.staffHelp"
    />
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        width: '100%',
      }}
    >
      <ChoiceInput source="department" />
      <ChoiceInput source="priority" />
      <ChoiceInput source="status" />
      <ChoiceInput source="source" />
    </Box>
    <Divider flexItem sx={{ my: 2 }} />
    <NotesInput />
    <Divider flexItem sx={{ my: 2 }} />
    <FilesInput />
  </AppForm>
);
