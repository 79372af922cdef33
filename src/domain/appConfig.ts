/** The web app's run-time settings, served by the server as /config.json (one build serves every environment). */
export interface AppConfig {
  cognito: {
    region: string;
    userPoolId: string;
    clientId: string;
    /** Absent for a real user pool; a relative path when the local IdP is served under the app's origin. */
    endpoint?: string;
    authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  };
  apiBase: string;
  vehicleApiBase: string;
  fleetApiBase: string;
  mapTileUrl: string;
}
