import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { AppDateInput } from '../../../../../custom/forms/PickerInputs.tsx';
import { AppSelectInput } from '../../../../../custom/forms/AppSelectInput.tsx';
import { zodValidators } from '../../../../../custom/forms/zodValidator.ts';
import type { CustomerDetail } from '../../../../../domain/customers/customerDetail.ts';
import {
  GENDERS,
  LANGUAGES,
  personalInformationFields as rules,
} from '../../../../../domain/customers/customerFields.ts';
import { formatDate } from '../../../../../domain/formats.ts';
import { regionName } from '../../../../../domain/regions.ts';
import { dateOnly } from './dateOnly.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { ReadOnlyFacts } from '../../../../../custom/layout/ReadOnlyFacts.tsx';

const validate = zodValidators(rules);

/** Spec 3 personal information: names, birth date, gender and language; the account's facts read-only. */
export const PersonalSection = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const genders = GENDERS.map((gender) => ({ id: gender, name: translate(`profile.genders.${gender}`) }));
  const languages = LANGUAGES.map((language) => ({
    id: language,
    name: translate(`profile.languages.${language}`),
  }));
  return (
    <ProfileSection name="personal">
      <ReadOnlyFacts
        facts={[
          ['profile.fields.customerCreateDate', formatDate(customer.customerCreateDate, locale)],
          ['profile.fields.marketingRegion', regionName(customer.marketingRegionId)],
          ['profile.fields.signupRegion', regionName(customer.signupRegionId)],
          ['profile.fields.discountGroup', customer.discountGroup],
        ]}
      />
      <TextInput source="firstName" label="profile.fields.firstName" validate={validate.firstName} />
      <TextInput
        source="preferredName"
        label="profile.fields.preferredName"
        validate={validate.preferredName}
      />
      <TextInput source="middleName" label="profile.fields.middleName" validate={validate.middleName} />
      <TextInput source="lastName" label="profile.fields.lastName" validate={validate.lastName} />
      <AppDateInput
        source="birthDate"
        label="profile.fields.birthDate"
        validate={validate.birthDate}
        {...dateOnly}
      />
      <AppSelectInput
        source="gender"
        label="profile.fields.gender"
        choices={genders}
        validate={validate.gender}
      />
      <AppSelectInput
        source="preferredLanguage"
        label="profile.fields.preferredLanguage"
        choices={languages}
        validate={validate.preferredLanguage}
        disableEmpty
      />
    </ProfileSection>
  );
};
