import { BooleanInput } from 'react-admin';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['emailConsentFlag', 'smsConsentFlag'] as const;

/** What the member agreed to receive (sent as isEmailConsent and isSMSConsent, spec 3). */
export const ConsentsSection = ({ customer }: { customer: CustomerDetail }) => (
  <ProfileSection name="consents" section="personalInformation" fields={FIELDS} customer={customer}>
    <BooleanInput source="emailConsentFlag" label="profile.fields.emailConsent" helperText={false} />
    <BooleanInput source="smsConsentFlag" label="profile.fields.smsConsent" helperText={false} />
  </ProfileSection>
);
