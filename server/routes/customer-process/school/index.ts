import { schoolUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../http/profileSectionRoute.ts';
import { customersTag } from '../../customer/index.ts';

export default profileSectionRoute(
  'school',
  schoolUpdate,
  'Change whether a member is a student, and the school',
  customersTag,
);
