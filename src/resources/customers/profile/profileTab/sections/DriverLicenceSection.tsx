import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../../../../custom/forms/AppSelectInput.tsx';
import { AppDateInput } from '../../../../../custom/forms/PickerInputs.tsx';
import { zodValidators } from '../../../../../custom/forms/zodValidator.ts';
import type { CustomerDetail } from '../../../../../domain/customers/customerDetail.ts';
import { COUNTRIES, driverLicenceFields as rules } from '../../../../../domain/customers/customerFields.ts';
import { formatDate } from '../../../../../domain/formats.ts';
import { dateOnly } from './dateOnly.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { ReadOnlyFacts } from '../../../../../custom/layout/ReadOnlyFacts.tsx';

const validate = zodValidators(rules);

/** A text line of the licence, checked by its field's rule (spec 5). */
const licenceLine = (field: 'firstName' | 'lastName' | 'number' | 'province', label: string) => (
  <TextInput source={`driverLicence.${field}`} label={label} validate={validate[field]} />
);

/**
 * The licence as staff copy it from the document. Its record status, approval date and
 * whether it is active are decided in the account summary (Driver record status).
 */
export const DriverLicenceSection = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { recordStatus, recordApprovalDate, isActive } = customer.driverLicence;
  const countries = COUNTRIES.map((country) => ({
    id: country,
    name: translate(`profile.countries.${country}`),
  }));
  return (
    <ProfileSection name="driverLicence">
      <ReadOnlyFacts
        facts={[
          [
            'profile.fields.recordStatus',
            recordStatus && translate(`profile.recordStatus.${recordStatus}`, { _: recordStatus }),
          ],
          ['profile.fields.recordApprovalDate', formatDate(recordApprovalDate, locale)],
          ['profile.fields.licenceActive', translate(isActive ? 'profile.yes' : 'profile.no')],
        ]}
      />
      {licenceLine('firstName', 'profile.fields.licenceFirstName')}
      {licenceLine('lastName', 'profile.fields.licenceLastName')}
      {licenceLine('number', 'profile.fields.licenceNumber')}
      <AppDateInput
        source="driverLicence.expiryDate"
        label="profile.fields.licenceExpiry"
        validate={validate.expiryDate}
        {...dateOnly}
      />
      <AppSelectInput
        source="driverLicence.country"
        label="profile.fields.address.country"
        choices={countries}
        validate={validate.country}
      />
      {licenceLine('province', 'profile.fields.address.province')}
    </ProfileSection>
  );
};
