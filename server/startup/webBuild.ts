import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** What the web build is made from: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'i18n', 'index.html', 'vite.config.ts', 'server/startup/precompress.ts'];

const newestMtime = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
};

/** Builds the web app with Vite when dist/index.html is missing or older than its sources; returns the web root. */
export async function ensureWebBuild(root: string, logger: FastifyBaseLogger): Promise<string> {
  const outDir = path.join(root, 'dist');
  const built = path.join(outDir, 'index.html');
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) {
    logger.debug('web build is up to date');
    return outDir;
  }
  logger.info('building the web app (dist/ is missing or older than its sources)');
  const started = Date.now();
  const { build } = await import('vite'); // only loaded when a build is due: it is heavy
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  logger.info({ ms: Date.now() - started }, 'web app built');
  return outDir;
}
