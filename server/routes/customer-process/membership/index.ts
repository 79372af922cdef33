import { membershipUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../http/profileSectionRoute.ts';
import { customersTag } from '../../customer/index.ts';

export default profileSectionRoute(
  'membership',
  membershipUpdate,
  "Change a member's CAA membership (caaMembership)",
  customersTag,
);
