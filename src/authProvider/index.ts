export { createAuthProvider, type AppAuthProvider, type AuthDeps } from './authProvider.ts';
export { createCognitoClient, clearCognitoStorage, type CognitoClient } from './cognito.ts';
export { sessionStore, createSessionStore, type SessionState, type CurrentUser } from './sessionStore.ts';
export { useSession } from './useSession.ts';
