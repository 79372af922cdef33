import { TextInput, type Validator } from 'react-admin';
import { AppDateInput } from '../../../../../custom/forms/PickerInputs.tsx';
import { zodValidator, zodValidators } from '../../../../../custom/forms/zodValidator.ts';
import { caaMembershipFields as rules } from '../../../../../domain/customers/customerFields.ts';
import { text } from '../../../../../domain/validation.ts';
import { dateOnly } from './dateOnly.ts';
import { ProfileSection } from '../ProfileSection.tsx';

const requiredClubCode = zodValidator(text({ required: true, max: 20 }));

/** The club and the number go together: once any membership field is filled, both are required. */
const together =
  (own: Validator): Validator =>
  (value, values, props) => {
    const membership = (values.caaMemberShipInformation ?? {}) as Record<string, unknown>;
    const any = Object.values(membership).some(
      (v) => v !== null && v !== undefined && String(v).trim() !== '',
    );
    const blank = value === null || value === undefined || String(value).trim() === '';
    return any && blank ? requiredClubCode(value, values, props) : own(value, values, props);
  };

const validate = {
  ...zodValidators(rules),
  memberClubCode: together(zodValidator(rules.memberClubCode)),
  memberNumber: together(zodValidator(rules.memberNumber)),
};

/** Spec 3 CAA membership (sent as caaMembership). */
export const MembershipSection = () => (
  <ProfileSection name="membership">
    <TextInput
      source="caaMemberShipInformation.memberClubCode"
      label="profile.fields.memberClubCode"
      validate={validate.memberClubCode}
    />
    <TextInput
      source="caaMemberShipInformation.memberNumber"
      label="profile.fields.memberNumber"
      validate={validate.memberNumber}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
    />
    <AppDateInput
      source="caaMemberShipInformation.memberSince"
      label="profile.fields.memberSince"
      validate={validate.memberSince}
      {...dateOnly}
    />
    <TextInput
      source="caaMemberShipInformation.memberPostalCode"
      label="profile.fields.memberPostalCode"
      validate={validate.memberPostalCode}
    />
  </ProfileSection>
);
