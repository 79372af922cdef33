import { Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AppSelectInput } from '../../../../../custom/forms/AppSelectInput.tsx';
import { zodValidator } from '../../../../../custom/forms/zodValidator.ts';
import { addressFields, COUNTRIES, postalCodeOf } from '../../../../../domain/customers/customerFields.ts';
import { ProfileSection } from '../ProfileSection.tsx';

type Kind = 'homeAddress' | 'billingAddress';
type Field = keyof typeof addressFields;
type AddressValues = Partial<Record<Kind, { country?: string; isSame?: boolean }>>;

/**
 * The rules of spec 5 for an address line: the postal code follows the address's country;
 * billing lines count only when the billing address is not the home address.
 */
const validatorOf =
  (kind: Kind, field: Field): Validator =>
  (value, values, props) => {
    const address = (values as AddressValues)[kind];
    if (kind === 'billingAddress' && address?.isSame) return undefined;
    const schema = field === 'postalCode' ? postalCodeOf(address?.country) : addressFields[field];
    return zodValidator(schema)(value, values, props);
  };

const AddressLines = ({ kind }: { kind: Kind }) => {
  const translate = useTranslate();
  const countries = COUNTRIES.map((country) => ({
    id: country,
    name: translate(`profile.countries.${country}`),
  }));
  const input = (field: Exclude<Field, 'country'>) => (
    <TextInput
      key={field}
      source={`${kind}.${field}`}
      label={`profile.fields.address.${field}`}
      validate={validatorOf(kind, field)}
      // A required billing line shows its asterisk only when it is required at all.
      isRequired={kind === 'homeAddress' && ['line1', 'city', 'province', 'postalCode'].includes(field)}
    />
  );
  return (
    <>
      {input('unit')}
      {input('line1')}
      {input('line2')}
      {input('city')}
      {input('province')}
      {input('postalCode')}
      <AppSelectInput
        source={`${kind}.country`}
        label="profile.fields.address.country"
        choices={countries}
        validate={validatorOf(kind, 'country')}
        isRequired
      />
    </>
  );
};

const BillingLines = () => {
  const isSame = useWatch({ name: 'billingAddress.isSame' }) as boolean | undefined;
  return isSame ? null : <AddressLines kind="billingAddress" />;
};

/** Home and billing addresses, with "same as home" (spec 3); saved with personal information. */
export const AddressSection = () => {
  const translate = useTranslate();
  return (
    <ProfileSection name="addresses">
      <Typography variant="subtitle1" component="h3">
        {translate('profile.homeAddress')}
      </Typography>
      <AddressLines kind="homeAddress" />
      <Typography variant="subtitle1" component="h3">
        {translate('profile.billingAddress')}
      </Typography>
      <BooleanInput source="billingAddress.isSame" label="profile.fields.address.isSame" helperText={false} />
      <BillingLines />
    </ProfileSection>
  );
};
