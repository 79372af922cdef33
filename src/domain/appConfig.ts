import { z } from 'zod';

/**
 * The web app's run-time settings, served by the server as /config.json (one build serves
 * every environment). The server answers with this schema and the web app parses with it.
 */
export const appConfig = z.object({
  cognito: z.object({
    region: z.string().min(1),
    userPoolId: z.string().min(1),
    clientId: z.string().min(1),
    /** Absent for a real user pool; a relative path when the local IdP is served under the app's origin. */
    endpoint: z.string().optional().describe('local mode only: the embedded IdP under this origin'),
    authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  }),
  apiBase: z.string(),
  vehicleApiBase: z.string(),
  fleetApiBase: z.string(),
  mapTileUrl: z.string(),
  /** The city layers of /aima-parking (spec 7, External: city parking meters and lots): a path of this origin or an https URL. */
  cityParkingMetersUrl: z.string(),
  cityParkingLotsUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;

/** The settings the web app fetched, checked before the app starts. */
export const parseAppConfig = (json: unknown): AppConfig => {
  const parsed = appConfig.safeParse(json);
  if (!parsed.success) {
    throw new Error(`/config.json is not the expected shape: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
};
