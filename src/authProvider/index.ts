export { createAuthProvider, type AppAuthProvider } from './authProvider.ts';
export { clearCognitoStorage, type CognitoClient } from './cognito.ts';
export { useSession } from './useSession.ts';
