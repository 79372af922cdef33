import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The origin part of a tile URL template, for img-src ('{s}' subdomains become a wildcard). */
const tileSource = (template: string): string | undefined => {
  if (!/^https?:\/\//.test(template)) return undefined;
  const host = template.replace(/^(https?:\/\/)([^/]+).*$/, '$1$2');
  return host.replace(/\{[a-z]+\}/gi, '*');
};

/**
 * The page may talk to its own origin (API, /idp proxy) and to the real user pool only
 * (docs/architecture.md, Sign-in notes). MUI/emotion injects <style> tags, hence 'unsafe-inline' for styles.
 */
async function helmetPlugin(
  fastify: FastifyInstance,
  { region, mapTileUrl }: { region: string; mapTileUrl: string },
) {
  const tiles = tileSource(mapTileUrl);
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", `https://cognito-idp.${region}.amazonaws.com`],
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
}

export default fp(helmetPlugin, { name: 'helmet-config' });
