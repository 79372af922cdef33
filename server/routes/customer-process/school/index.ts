import { schoolUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';
import { customersTag } from '../../../http/openApiTags.ts';

export default profileSectionRoute(
  'school',
  schoolUpdate,
  'Change whether a member is a student, and the school',
  customersTag,
);
