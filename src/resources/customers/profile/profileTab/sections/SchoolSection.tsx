import { BooleanInput, TextInput, type Validator } from 'react-admin';
import { zodValidator } from '../../../../../custom/forms/zodValidator.ts';
import { schoolNameOf } from '../../../../../domain/customers/customerFields.ts';
import { ProfileSection } from '../ProfileSection.tsx';

/** A student names the school (the rule the school route applies too). */
const validateSchoolName: Validator = (value, values, props) =>
  zodValidator(schoolNameOf(values.isStudent))(value, values, props);

export const SchoolSection = () => (
  <ProfileSection name="school">
    <BooleanInput source="isStudent" label="profile.fields.isStudent" helperText={false} />
    <TextInput source="schoolName" label="profile.fields.schoolName" validate={validateSchoolName} />
  </ProfileSection>
);
