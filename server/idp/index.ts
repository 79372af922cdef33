/** The embedded identity provider used in local mode (docs/architecture.md, Sign-in notes). */
export { startLocalIdp, type LocalIdp } from './startLocalIdp.ts';
export { provisionLocalIdp } from './provisionLocalIdp.ts';
export { DEMO_ACCOUNTS } from './demoAccounts.ts';
export { createStaffUser } from './createStaffUser.ts';
export { IDP_SECRET_HEADER } from './credentials.ts';
export { localAuthSettings } from './authSettings.ts';
