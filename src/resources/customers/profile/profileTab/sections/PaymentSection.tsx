import { TextInput, useTranslate } from 'react-admin';
import { AppSelectInput } from '../../../../../custom/forms/AppSelectInput.tsx';
import { zodValidators } from '../../../../../custom/forms/zodValidator.ts';
import type { CustomerDetail } from '../../../../../domain/customers/customerDetail.ts';
import {
  CARD_TYPES,
  paymentInformationFields as rules,
} from '../../../../../domain/customers/customerFields.ts';
import { ProfileSection } from '../ProfileSection.tsx';
import { ReadOnlyFacts } from '../../../../../custom/layout/ReadOnlyFacts.tsx';

const validate = zodValidators(rules);

/**
 * The card on file, its number masked: staff never see nor type a card number or its
 * security code (the member changes the card in the app); they correct the holder, type and expiry.
 */
export const PaymentSection = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const { maskedNumber, isActive } = customer.paymentInformation;
  const types = CARD_TYPES.map((type) => ({ id: type, name: type }));
  return (
    <ProfileSection name="payment">
      <ReadOnlyFacts
        facts={[
          ['profile.fields.cardNumber', maskedNumber],
          ['profile.fields.cardActive', translate(isActive ? 'profile.yes' : 'profile.no')],
        ]}
      />
      <AppSelectInput
        source="paymentInformation.cardType"
        label="profile.fields.cardType"
        choices={types}
        translateChoice={false}
        validate={validate.cardType}
      />
      <TextInput
        source="paymentInformation.holder"
        label="profile.fields.cardHolder"
        validate={validate.holder}
      />
      <TextInput
        source="paymentInformation.expiry"
        label="profile.fields.cardExpiry"
        helperText="profile.cardExpiryHelp"
        validate={validate.expiry}
      />
    </ProfileSection>
  );
};
