import { paymentInformationUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';

/** Holder, card type and expiry: the card number and its security code never pass here. */
export default profileSectionRoute(
  'paymentInformation',
  paymentInformationUpdate,
  "Change the holder, type or expiry of a member's card on file",
  'customers',
);
