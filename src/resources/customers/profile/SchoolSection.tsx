import { BooleanInput, TextInput, type Validator } from 'react-admin';
import { zodValidator } from '../../../custom/forms/zodValidator.ts';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';
import { schoolNameOf } from '../../../domain/customers/customerFields.ts';
import { ProfileSection } from './ProfileSection.tsx';

const FIELDS = ['isStudent', 'schoolName'] as const;

/** A student names the school (the rule the school route applies too). */
const validateSchoolName: Validator = (value, values, props) =>
  zodValidator(schoolNameOf(values.isStudent))(value, values, props);

export const SchoolSection = ({ customer }: { customer: CustomerDetail }) => (
  <ProfileSection name="school" section="school" fields={FIELDS} customer={customer}>
    <BooleanInput source="isStudent" label="profile.fields.isStudent" helperText={false} />
    <TextInput source="schoolName" label="profile.fields.schoolName" validate={validateSchoolName} />
  </ProfileSection>
);
