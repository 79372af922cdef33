import path from 'node:path';
import { z } from 'zod';
import type { AttentionThresholds } from '../src/domain/fleet/dashboard.ts';

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Where uploaded files are kept (server/files/storage.ts): another store is another kind there. */
const FILE_STORAGE_KINDS = ['local'] as const;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const base = z.string().trim().min(1).default('/api');
/** A path of this origin or an https URL: it joins connect-src (securityHeaders.ts), so no other scheme. */
const cityLayerUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'must be a path of this origin or an https URL')
    .default(fallback);

const envSchema = z.object({
  PORT: port(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  FILE_STORAGE: z.enum(FILE_STORAGE_KINDS).default('local'),
  FILES_DIR: z.string().trim().min(1).optional(),
  AUTH_MODE: z.enum(['local', 'cognito']).default('local'),
  COGNITO_USER_POOL_ID: z.string().trim().optional(),
  COGNITO_CLIENT_ID: z.string().trim().optional(),
  COGNITO_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-west-2')
    .default('us-west-2'),
  IDP_PORT: port(9229),
  // docs/architecture.md, Vehicle link, Settings: an external broker, else the embedded one on MQTT_PORT.
  MQTT_URL: z
    .string()
    .trim()
    .regex(/^mqtts?:\/\/[^\s]+$/, 'must be an mqtt:// or mqtts:// address')
    .optional(),
  MQTT_USERNAME: z.string().trim().min(1).optional(),
  MQTT_PASSWORD: z.string().min(1).optional(),
  MQTT_CLIENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _ (64 at most)')
    .default('carshare-back-office'),
  MQTT_PORT: port(1884),
  // A broker that signs clients in by certificate (AWS IoT Core): PEM files, read at start-up.
  MQTT_CA_FILE: z.string().trim().min(1).optional(),
  MQTT_CERT_FILE: z.string().trim().min(1).optional(),
  MQTT_KEY_FILE: z.string().trim().min(1).optional(),
  API_BASE: base,
  VEHICLE_API_BASE: base,
  FLEET_API_BASE: base,
  MAP_TILE_URL: z.string().trim().default(''),
  // Spec 7, maps geocoding: a Nominatim-compatible service; unset, the seed's streets answer offline.
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  // Spec 7 External: the city's parking meters and lots, the /aima-parking map's layers. The
  // defaults are samples the product serves, so the embedded default works offline.
  CITY_PARKING_METERS_URL: cityLayerUrl('/samples/parking-meters.json'),
  CITY_PARKING_LOTS_URL: cityLayerUrl('/samples/parking-lots.json'),
  SEED: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
  SEED_MEMBERS: z.coerce.number().int().min(0).max(5_000_000).optional(),
  SEED_TICKETS: z.coerce.number().int().min(0).max(5_000_000).optional(),
  SEED_CARS: z.coerce.number().int().min(0).max(200_000).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  ALLOWED_HOSTS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/,
            'must be host or host:port names, comma-separated',
          ),
      ),
    )
    .default([]),
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Spec 2 /fleet-management (README, The fleet dashboard): when the fleet dashboard lists a car as
  // low on fuel, on battery, or idle.
  FLEET_LOW_FUEL_PERCENT: z.coerce.number().min(0).max(100).default(15),
  FLEET_LOW_BATTERY_VOLTS: z.coerce.number().min(0).max(30).default(11.8),
  FLEET_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(72),
  // Spec 7 /internal/reservation/vehicle/available: a car whose box is silent longer is not offered.
  FLEET_OFFLINE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  // Spec 1, the fleet dashboard lists a car whose box has not reported for this long.
  FLEET_SILENT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  // Spec 3, Billing statement: who issues the statement, and the GST/HST account its tax is charged under.
  OPERATOR_NAME: z.string().trim().min(1).max(200).default('Carshare'),
  OPERATOR_GST_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{9} ?RT\d{4}$/, 'must be a GST/HST account number such as 123456789 RT0001')
    .default('123456789 RT0001'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** Uploaded files: the store kind and, for `local`, its folder ($FILES_DIR, else $DATA_DIR/files). */
  fileStorage: { kind: (typeof FILE_STORAGE_KINDS)[number]; dir: string };
  authMode: 'local' | 'cognito';
  cognito: { region: string; userPoolId?: string; clientId?: string };
  idpPort: number;
  /** docs/architecture.md, Vehicle link, Settings: the broker the boxes report through. */
  mqtt: {
    url?: string;
    username?: string;
    password?: string;
    clientId: string;
    embeddedPort: number;
    /** PEM files: the broker's certificate authority, this instance's certificate and key. */
    tlsFiles: { ca?: string; cert?: string; key?: string };
  };
  apiBase: string;
  vehicleApiBase: string;
  fleetApiBase: string;
  mapTileUrl: string;
  /** A Nominatim-compatible geocoder (spec 7, maps geocoding); undefined: the seed's places. */
  geocoderUrl?: string;
  cityParkingMetersUrl: string;
  cityParkingLotsUrl: string;
  /** The scale of the demo data seeded into an empty database: members, and cars, trips and tickets to match. */
  seedMembers: number;
  /** Members seeded, when not seedMembers: the member table scaled alone (SEED_MEMBERS). */
  seedMemberCount: number;
  /** Tickets seeded, when not at the scale of seedMembers (SEED_TICKETS): the ticket table scaled alone. */
  seedTicketCount?: number;
  /** Cars seeded, when not at the scale of seedMembers (SEED_CARS): the car search at 20,000 cars. */
  seedCarCount?: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Host header values (name or name:port) the product answers besides its own loopback address. */
  allowedHosts: string[];
  /** API requests a minute per user. */
  apiRateLimit: number;
  /**
   * Whole UTC days of telemetry kept besides today (docs/architecture.md, Telemetry history); older
   * days' partitions are dropped.
   */
  telemetryRetentionDays: number;
  /** The fleet dashboard's lists of cars to look at (README, The fleet dashboard). */
  attentionThresholds: AttentionThresholds;
  /** Hours without a report after which a car's box is silent and the car not offered to members. */
  fleetOfflineHours: number;
  /** The operator a monthly statement names as its issuer, with its GST/HST registration number. */
  operator: StatementOperator;
}

export interface StatementOperator {
  name: string;
  gstNumber: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment (docs/architecture.md, Configuration); an empty variable counts as unset. */
export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()])
      .filter(([, value]) => value),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])])}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AUTH_MODE === 'local' && !LOOPBACK_HOSTS.includes(e.HOST)) {
    throw new ConfigError(
      `HOST=${e.HOST} is refused in AUTH_MODE=local: the embedded identity provider stores plain passwords and signs ` +
        `tokens with a published key, so the server may only listen on loopback (${LOOPBACK_HOSTS.join(', ')}). ` +
        'Use AUTH_MODE=cognito with a real user pool to serve other hosts.',
    );
  }
  if (e.AUTH_MODE === 'cognito' && (!e.COGNITO_USER_POOL_ID || !e.COGNITO_CLIENT_ID)) {
    throw new ConfigError(
      'AUTH_MODE=cognito needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (the user pool and its app client).',
    );
  }
  if (e.AUTH_MODE === 'cognito' && !e.ALLOWED_HOSTS.length) {
    throw new ConfigError(
      'AUTH_MODE=cognito needs ALLOWED_HOSTS: the host names (name or name:port, comma-separated) browsers reach ' +
        'the product by. Requests for any other Host are refused, so a web page cannot rebind its own name to this server.',
    );
  }
  const certificate = e.MQTT_CERT_FILE !== undefined || e.MQTT_KEY_FILE !== undefined;
  if (certificate && (!e.MQTT_CERT_FILE || !e.MQTT_KEY_FILE)) {
    throw new ConfigError('MQTT_CERT_FILE and MQTT_KEY_FILE go together: a client certificate and its key.');
  }
  if ((certificate || e.MQTT_CA_FILE) && !e.MQTT_URL?.startsWith('mqtts://')) {
    throw new ConfigError('MQTT_CA_FILE, MQTT_CERT_FILE and MQTT_KEY_FILE need an mqtts:// MQTT_URL.');
  }
  if (e.MQTT_URL && !certificate && (!e.MQTT_USERNAME || !e.MQTT_PASSWORD)) {
    throw new ConfigError(
      'MQTT_URL needs MQTT_USERNAME and MQTT_PASSWORD, or MQTT_CERT_FILE and MQTT_KEY_FILE: the back office signs in to the broker as itself (docs/architecture.md, Vehicle link).',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    fileStorage: { kind: e.FILE_STORAGE, dir: e.FILES_DIR ?? path.join(e.DATA_DIR, 'files') },
    authMode: e.AUTH_MODE,
    cognito: { region: e.COGNITO_REGION, userPoolId: e.COGNITO_USER_POOL_ID, clientId: e.COGNITO_CLIENT_ID },
    idpPort: e.IDP_PORT,
    mqtt: {
      url: e.MQTT_URL,
      username: e.MQTT_USERNAME,
      password: e.MQTT_PASSWORD,
      clientId: e.MQTT_CLIENT_ID,
      embeddedPort: e.MQTT_PORT,
      tlsFiles: { ca: e.MQTT_CA_FILE, cert: e.MQTT_CERT_FILE, key: e.MQTT_KEY_FILE },
    },
    apiBase: e.API_BASE,
    vehicleApiBase: e.VEHICLE_API_BASE,
    fleetApiBase: e.FLEET_API_BASE,
    mapTileUrl: e.MAP_TILE_URL,
    geocoderUrl: e.GEOCODER_URL,
    cityParkingMetersUrl: e.CITY_PARKING_METERS_URL,
    cityParkingLotsUrl: e.CITY_PARKING_LOTS_URL,
    seedMembers: e.SEED,
    seedMemberCount: e.SEED_MEMBERS ?? e.SEED,
    seedTicketCount: e.SEED_TICKETS,
    seedCarCount: e.SEED_CARS,
    logLevel: e.LOG_LEVEL,
    allowedHosts: e.ALLOWED_HOSTS,
    apiRateLimit: e.API_RATE_LIMIT,
    telemetryRetentionDays: e.TELEMETRY_RETENTION_DAYS,
    attentionThresholds: {
      lowFuelPercent: e.FLEET_LOW_FUEL_PERCENT,
      lowBatteryVolts: e.FLEET_LOW_BATTERY_VOLTS,
      idleHours: e.FLEET_IDLE_HOURS,
      silentHours: e.FLEET_SILENT_HOURS,
    },
    fleetOfflineHours: e.FLEET_OFFLINE_HOURS,
    operator: { name: e.OPERATOR_NAME, gstNumber: e.OPERATOR_GST_NUMBER },
  };
}
