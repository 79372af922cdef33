import { Box, Stack } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { SaveButton, Toolbar } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { AppForm } from '../../../custom/forms/AppForm.tsx';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { AccountSummary } from './AccountSummary.tsx';
import { AddressSection } from './AddressSection.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { DriverLicenceSection } from './DriverLicenceSection.tsx';
import { MembershipSection } from './MembershipSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PersonalSection } from './PersonalSection.tsx';
import { SaveOutcomeContext, type SaveOutcome } from './ProfileSection.tsx';
import { ProfileNotes } from './ProfileNotes.tsx';
import { PROFILE_SECTIONS } from './profileSections.ts';
import { RfidSection } from './RfidSection.tsx';
import { SchoolSection } from './SchoolSection.tsx';
import { useFormRecord } from './useFormRecord.ts';
import { useSaveProfile } from './useSaveProfile.ts';

/**
 * Once the member is refetched, the form takes the stored values but keeps what staff are
 * still typing in a section that was not saved. One object for every render, as react-admin
 * resets the form whenever it changes.
 */
const KEEP_TYPING = { keepDirtyValues: true };

/** A saved section's fields are no longer unsaved changes: the page may be left without asking. */
const SettleSaved = ({ outcome }: { outcome: SaveOutcome }) => {
  const { getValues, resetField } = useFormContext();
  useEffect(() => {
    for (const name of outcome.saved)
      for (const field of PROFILE_SECTIONS[name].fields)
        resetField(field, { defaultValue: getValues(field) as unknown });
  }, [outcome, getValues, resetField]);
  return null;
};

/**
 * Two columns on a wide screen, read down the first then the second, as the tab order goes;
 * what staff change most (contact, names, addresses) first, so it shows without scrolling.
 */
const SECTION_COLUMNS = {
  width: '100%',
  columnCount: { xs: 1, lg: 2 },
  columnGap: 2,
  '& > section': { breakInside: 'avoid', mb: 2 },
} as const;

/**
 * The Profile tab (spec 2 Customer profile, spec 3 Customer detail): the account summary,
 * then every field of the member in one form with one Save, and the profile notes.
 */
export const ProfileTab = ({ customer }: { customer: CustomerDetail }) => {
  const { save, outcome, staleDialog } = useSaveProfile(customer);
  const record = useFormRecord(customer);
  // The sections are one element, made again only when the form's record changes: the tab
  // re-renders on every save (its outcome, the refetched member) and would re-render the 40
  // inputs each time, before and after the request (spec 9). Their outcome comes by context.
  const sections = useMemo(
    () => (
      <Box sx={SECTION_COLUMNS}>
        <ContactSection />
        <PersonalSection customer={record} />
        <AddressSection />
        <ConsentsSection />
        <SchoolSection />
        <MembershipSection />
        <DriverLicenceSection customer={record} />
        <PaymentSection customer={record} />
      </Box>
    ),
    [record],
  );
  return (
    <Stack spacing={2}>
      <AccountSummary customer={customer} />
      <SaveOutcomeContext.Provider value={outcome}>
        <AppForm
          record={record}
          resetOptions={KEEP_TYPING}
          onSubmit={save}
          sx={{ p: 0 }}
          toolbar={
            <Toolbar sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
              <SaveButton label="profile.save" />
            </Toolbar>
          }
        >
          <SettleSaved outcome={outcome} />
          {staleDialog}
          {sections}
        </AppForm>
      </SaveOutcomeContext.Provider>
      <RfidSection customer={customer} />
      <ProfileNotes customerId={customer.id} />
    </Stack>
  );
};
