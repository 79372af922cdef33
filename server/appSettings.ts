import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { FleetClock } from './vehicleGateway/fleetClock.ts';
import type { LinkSettings } from './vehicleGateway/link/vehicleLink.ts';
import type { AuthSettings } from './plugins/app/verifier.ts';

// What buildApp (app.ts) takes, apart from app.ts so that the routes and plugins that read their
// part of it import it from below rather than from the module that loads them.

export interface BuildAppOptions {
  config: Config;
  /** Opened (and later closed) by the caller. */
  database: DatabaseHandle;
  auth: AuthSettings;
  /** The web build to serve (dist/); without it only the API answers. */
  webRoot?: string;
  /** The simulated fleet's time; the system's unless a test controls it (server/vehicleGateway/fleetClock.ts). */
  fleetClock?: FleetClock;
  /** The broker the boxes report through (docs/architecture.md, Vehicle link); without it no report arrives by MQTT. */
  vehicleLink?: LinkSettings;
  /** A pino logger to share (server.ts), or false for none (tests); defaults to pino at config.logLevel. */
  logger?: FastifyBaseLogger | false;
}

/** What the autoloaded plugins and routes are built from; each plugin takes its part (its `autoConfig`). */
export type AppSettings = Omit<BuildAppOptions, 'logger'>;

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
  interface FastifyContextConfig {
    /** Any valid token will do, DRIVE's included (/authentication/*, /currentStaff). */
    signedIn?: boolean;
  }
}
