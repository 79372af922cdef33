import { membershipUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';
import { customersTag } from '../../../http/openApiTags.ts';

export default profileSectionRoute(
  'membership',
  membershipUpdate,
  "Change a member's CAA membership (caaMembership)",
  customersTag,
);
