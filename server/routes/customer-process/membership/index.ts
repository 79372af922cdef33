import { membershipUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';

export default profileSectionRoute(
  'membership',
  membershipUpdate,
  "Change a member's CAA membership (caaMembership)",
  'customers',
);
