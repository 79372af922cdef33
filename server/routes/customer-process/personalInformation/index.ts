import { personalInformationUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';

/** Names, contact, consents (isEmailConsent, isSMSConsent) and addresses; fields left out stay. */
export default profileSectionRoute(
  'personalInformation',
  personalInformationUpdate,
  "Change a member's names, birth date, gender, language, e-mail, phone, consents or addresses",
  'customers',
);
