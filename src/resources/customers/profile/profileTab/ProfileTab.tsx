import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { Toolbar } from 'react-admin';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { AccountSummary } from './accountSummary/AccountSummary.tsx';
import { AddressSection } from './sections/AddressSection.tsx';
import { ConsentsSection } from './sections/ConsentsSection.tsx';
import { ContactSection } from './sections/ContactSection.tsx';
import { DriverLicenceSection } from './sections/DriverLicenceSection.tsx';
import { MembershipSection } from './sections/MembershipSection.tsx';
import { PaymentSection } from './sections/PaymentSection.tsx';
import { PersonalSection } from './sections/PersonalSection.tsx';
import { createProfileForms, ProfileFormsContext } from './profileForms.ts';
import { ProfileNotes } from './notes/ProfileNotes.tsx';
import { ProfileSaveButton } from './ProfileSaveButton.tsx';
import { SaveOutcomeContext } from './ProfileSection.tsx';
import { ProfileSectionForm } from './ProfileSectionForm.tsx';
import { RfidSection } from './rfid/RfidSection.tsx';
import { SchoolSection } from './sections/SchoolSection.tsx';
import { useSaveProfile } from './useSaveProfile.ts';

/**
 * Read down the first column then the second, as the tab order goes; what staff change most
 * (contact, names, addresses) first, so it shows without scrolling.
 */
const SECTION_VIEWS = [
  ['contact', ContactSection],
  ['personal', PersonalSection],
  ['addresses', AddressSection],
  ['consents', ConsentsSection],
  ['school', SchoolSection],
  ['membership', MembershipSection],
  ['driverLicence', DriverLicenceSection],
  ['payment', PaymentSection],
] as const;

/** Two columns on a wide screen; a section's form is never split between them. */
const SECTION_COLUMNS = {
  width: '100%',
  columnCount: { xs: 1, lg: 2 },
  columnGap: 2,
  '& > form': { breakInside: 'avoid', mb: 2 },
} as const;

/**
 * The Profile tab (spec 2 Customer profile, spec 3 Customer detail): the account summary,
 * then every field of the member under one Save, each section a form of its own
 * (createProfileForms), and the profile notes.
 */
export const ProfileTab = ({ customer }: { customer: CustomerDetail }) => {
  const [forms] = useState(createProfileForms);
  const { outcome, staleDialog } = useSaveProfile(customer, forms);
  return (
    <Stack spacing={2}>
      <AccountSummary customer={customer} />
      <ProfileFormsContext.Provider value={forms}>
        <SaveOutcomeContext.Provider value={outcome}>
          <Box sx={SECTION_COLUMNS}>
            {SECTION_VIEWS.map(([name, view]) => (
              <ProfileSectionForm key={name} name={name} customer={customer} view={view} />
            ))}
          </Box>
        </SaveOutcomeContext.Provider>
        <Toolbar sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
          <ProfileSaveButton />
        </Toolbar>
        {staleDialog}
      </ProfileFormsContext.Provider>
      <RfidSection customer={customer} />
      <ProfileNotes customerId={customer.id} />
    </Stack>
  );
};
