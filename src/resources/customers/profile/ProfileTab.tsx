import { Box, Stack } from '@mui/material';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { AccountSummary } from './AccountSummary.tsx';
import { AddressSection } from './AddressSection.tsx';
import { ConsentsSection } from './ConsentsSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { DriverLicenceSection } from './DriverLicenceSection.tsx';
import { MembershipSection } from './MembershipSection.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PersonalSection } from './PersonalSection.tsx';
import { ProfileNotes } from './ProfileNotes.tsx';
import { RfidSection } from './RfidSection.tsx';
import { SaveAllButton, SectionFormsProvider } from './SaveAll.tsx';
import { SchoolSection } from './SchoolSection.tsx';

/**
 * Two columns on a wide screen, read down the first then the second, as the tab order goes:
 * one column of nine sections made staff scroll five screens for a member.
 */
const SECTION_COLUMNS = {
  columnCount: { xs: 1, lg: 2 },
  columnGap: 2,
  '& > section': { breakInside: 'avoid', mb: 2 },
} as const;

/**
 * The Profile tab (spec 2 Customer profile, spec 3 Customer detail): the account summary,
 * then every field of the member in sections and the profile notes, each with its own form saved on its own path, or all changed
 * sections at once with "Save all".
 */
export const ProfileTab = ({ customer }: { customer: CustomerDetail }) => (
  <SectionFormsProvider>
    <Stack spacing={2}>
      <AccountSummary customer={customer} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <SaveAllButton customer={customer} />
      </Box>
      <Box sx={SECTION_COLUMNS}>
        <PersonalSection customer={customer} />
        <ContactSection customer={customer} />
        <ConsentsSection customer={customer} />
        <AddressSection customer={customer} />
        <SchoolSection customer={customer} />
        <MembershipSection customer={customer} />
        <DriverLicenceSection customer={customer} />
        <PaymentSection customer={customer} />
        <RfidSection customer={customer} />
      </Box>
      <ProfileNotes customerId={customer.id} />
    </Stack>
  </SectionFormsProvider>
);
