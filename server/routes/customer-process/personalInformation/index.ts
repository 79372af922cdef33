import { personalInformationUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../http/profileSectionRoute.ts';
import { customersTag } from '../../customer/index.ts';

/** Names, contact, consents (isEmailConsent, isSMSConsent) and addresses; fields left out stay. */
export default profileSectionRoute(
  'personalInformation',
  personalInformationUpdate,
  "Change a member's names, birth date, gender, language, e-mail, phone, consents or addresses",
  customersTag,
);
