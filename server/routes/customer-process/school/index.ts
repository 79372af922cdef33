import { schoolUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';

export default profileSectionRoute(
  'school',
  schoolUpdate,
  'Change whether a member is a student, and the school',
  'customers',
);
