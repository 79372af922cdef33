import { driverLicenceUpdate } from '../../../../src/domain/customers/customerUpdate.ts';
import { profileSectionRoute } from '../../../routeHelpers/profileSectionRoute.ts';

/** The licence as copied from the document; its record status belongs to the account summary. */
export default profileSectionRoute(
  'driverLicence',
  driverLicenceUpdate,
  "Change a member's driver licence",
  'customers',
);
