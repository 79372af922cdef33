import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * A worker thread's module is TypeScript like the rest of the server, and Node 20 cannot load
 * .ts in a thread by itself (`--import tsx` is not accepted in a worker's execArgv, and tsx's
 * loader registers itself on the main thread only), so a one-line bootstrap registers tsx's
 * hooks in the thread through its API, then imports the worker.
 */

/**
 * The source of that bootstrap, for `new Worker(source, { eval: true })`: `preload` (plain
 * JavaScript modules' URLs) are imported before tsx's hooks, which they then skip.
 */
export const typeScriptWorkerSource = (worker: URL, preload: string[] = []) => {
  // Resolved by hand: vitest's module runner (the browser suite's global setup) has no import.meta.resolve.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const imports = [...preload, tsx].map((url) => `import(${JSON.stringify(url)})`).join(', ');
  return `Promise.all([${imports}]).then((modules) => (modules.at(-1).register(), import(${JSON.stringify(worker.href)})))`;
};
