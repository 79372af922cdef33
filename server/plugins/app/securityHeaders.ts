import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../../apiPath.ts';

/** The origin part of a tile URL template, for img-src ('{s}' subdomains become a wildcard). */
const tileSource = (template: string): string | undefined => {
  if (!/^https?:\/\//.test(template)) return undefined;
  const host = template.replace(/^(https?:\/\/)([^/]+).*$/, '$1$2');
  return host.replace(/\{[a-z]+\}/gi, '*');
};

/** The origin of a city layer's URL for connect-src; a path of this origin is 'self' already. */
const originOf = (url: string): string[] => (/^https:\/\//.test(url) ? [new URL(url).origin] : []);

const CREDENTIAL_PATHS = /^\/(idp|local-admin)(\/|\?|$)/;
const holdsCredentialsOrPersonalData = (url: string) => isApiPath(url) || CREDENTIAL_PATHS.test(url);

/**
 * helmet's headers for these options, computed once. @fastify/helmet builds helmet's
 * middleware again on every request (3.5% of the server's CPU under search load;
 * docs/architecture.md, Stack), though nothing here depends on the request: no nonces, no per-route
 * options.
 */
export const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * helmet's headers on every answer, and `Cache-Control: no-store` on every /api answer too
 * (docs/architecture.md, How data flows): members, payments, tickets and staff are personal data,
 * and no API answer is worth keeping in a browser's or a proxy's cache. The same for the /idp
 * passage (tokens) and the staff command's route (a temporary password). A route may still say
 * otherwise (a file download's `private, no-store`). The hook is the first of all (host-check
 * depends on it), so answers refused before any route, 421, 401 and 429 included, carry them too.
 *
 * The page may talk to its own origin (API, /idp proxy), to the real user pool (docs/architecture.md,
 * Sign-in notes) and to the city's parking layers when configured elsewhere (spec 7, External).
 * MUI/emotion injects <style> tags, hence 'unsafe-inline' for styles.
 */
async function securityHeaders(
  fastify: FastifyInstance,
  {
    region,
    mapTileUrl,
    cityLayerUrls,
  }: { region: string; mapTileUrl: string; cityLayerUrls: readonly string[] },
) {
  const tiles = tileSource(mapTileUrl);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: [
          "'self'",
          `https://cognito-idp.${region}.amazonaws.com`,
          ...new Set(cityLayerUrls.flatMap(originOf)),
        ],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The server may run on plain http on loopback; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    // Tiles come from another origin without CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  const noStoreHeaders = { ...headers, 'cache-control': 'no-store' };
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(holdsCredentialsOrPersonalData(request.url) ? noStoreHeaders : headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

export const autoConfig = ({ settings: { config } }: FastifyInstance) => ({
  region: config.cognito.region,
  mapTileUrl: config.mapTileUrl,
  cityLayerUrls: [config.cityParkingMetersUrl, config.cityParkingLotsUrl],
});
