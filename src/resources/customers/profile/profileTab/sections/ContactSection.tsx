import { TextInput } from 'react-admin';
import { zodValidators } from '../../../../../custom/forms/zodValidator.ts';
import { personalInformationFields as rules } from '../../../../../domain/customers/customerFields.ts';
import { ProfileSection } from '../ProfileSection.tsx';

const validate = zodValidators(rules);

/**
 * E-mail and phone; part of personal information on the server (spec 7 has no contact path).
 * The phone is digits only (spec 5 "Account summary phone").
 */
export const ContactSection = () => (
  <ProfileSection name="contact">
    <TextInput
      source="emailAddress"
      type="email"
      label="profile.fields.emailAddress"
      validate={validate.emailAddress}
    />
    <TextInput
      source="phoneNumber"
      label="profile.fields.phoneNumber"
      helperText="profile.phoneHelp"
      validate={validate.phoneNumber}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
    />
  </ProfileSection>
);
