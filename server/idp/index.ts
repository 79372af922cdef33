/** The embedded identity provider used in local mode (docs/architecture.md, Sign-in notes). */
export { startLocalIdp, type LocalIdp, type IdpLogger, type StartLocalIdpOptions } from './startLocalIdp.ts';
export { provisionLocalIdp, POOL_NAME, CLIENT_NAME, type LocalIdpSettings } from './provisionLocalIdp.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, type DemoAccount } from './demoAccounts.ts';
export { createStaffUser, removeStaffUser, type CreateStaffUserOptions } from './createStaffUser.ts';
export { IDP_REGION, type IdpEndpoint } from './client.ts';
export { IDP_SECRET_HEADER, readIdpSecret } from './credentials.ts';
export { localAuthSettings } from './authSettings.ts';
