import { BooleanInput } from 'react-admin';
import { ProfileSection } from '../ProfileSection.tsx';

/** What the member agreed to receive (sent as isEmailConsent and isSMSConsent, spec 3). */
export const ConsentsSection = () => (
  <ProfileSection name="consents">
    <BooleanInput source="emailConsentFlag" label="profile.fields.emailConsent" helperText={false} />
    <BooleanInput source="smsConsentFlag" label="profile.fields.smsConsent" helperText={false} />
  </ProfileSection>
);
