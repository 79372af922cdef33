/**
 * What a signed-out visit costs over the wire (docs/architecture.md, Sign-in notes: the first
 * page is the sign-in page alone), counted by Chromium itself
 * (CDP Network.loadingFinished, encoded bytes, headers included): every request the page
 * sent until the e-mail field of the sign-in form is enabled and takes typing, each counted
 * once it has finished (a prefetch started before that moment counts in full). A count from
 * index.html's links would miss what a dynamic import loads. Also the gzip size of each
 * shared vendor chunk of the build, and of the largest other chunk (at most 80 KB each).
 * `npm run bench:signin` builds the web app, starts the product on a small database, measures
 * and writes bench/results/signInPage.json; `npm run bench` measures it too.
 */
import { readdir, stat, mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { launchBrowser } from '../tests/support/chromium.ts';
import { startProduct } from '../tests/support/startProduct.ts';

/** The sign-in page loads at most this much. */
const SIGN_IN_PAGE_TARGET_BYTES = 150 * 1024;
/** Any chunk but the shared vendor ones stays below this, gzipped. */
const CHUNK_LIMIT_GZIP_BYTES = 80 * 1024;
/** The shared vendor chunks (vite.config.ts, manualChunks). */
const VENDOR_CHUNK = /^vendor-/;

interface Fetched {
  url: string;
  bytes: number;
  encoding: string;
}

/** Opens `/` signed out in a fresh Chromium and counts what it fetched until the form takes input. */
async function measureSignInPage(baseUrl: string) {
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext()).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sent = new Map<string, { url: string; encoding: string }>();
    const finished = new Map<string, Fetched>();
    let ready = false;
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (!ready && !request.url.startsWith('data:')) sent.set(requestId, { url: request.url, encoding: '' });
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const request = sent.get(requestId);
      if (request)
        request.encoding = String(
          response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
        );
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = sent.get(requestId);
      if (request) finished.set(requestId, { ...request, bytes: encodedDataLength });
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/`);
    const email = page.getByLabel('User name (e-mail)');
    await email.waitFor();
    while (!(await email.isEditable())) await page.waitForTimeout(10);
    // What the first key sets off (the app's prefetch) comes after the form takes input.
    ready = true;
    const readyMs = Date.now() - started;
    await email.pressSequentially('a', { timeout: 30_000 });
    if ((await email.inputValue()) !== 'a') throw new Error('the e-mail field did not take typing');
    const deadline = Date.now() + 30_000;
    while (finished.size < sent.size && Date.now() < deadline) await page.waitForTimeout(50);
    const files = [...finished.values()];
    const encodings: Record<string, number> = {};
    for (const { encoding } of files) encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    return {
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      files: files.length,
      unfinished: sent.size - finished.size,
      readyMs,
      contentEncodings: encodings,
      fetched: files
        .map(({ url, bytes, encoding }) => ({ path: new URL(url).pathname, bytes, encoding }))
        .sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await browser.close();
  }
}

/** Each chunk's gzip size from the build's .gz copies: the vendor chunks by name, and the largest other one. */
async function chunkSizes(dist = 'dist') {
  const dir = join(dist, 'assets');
  const chunks = await Promise.all(
    (await readdir(dir))
      .filter((name) => name.endsWith('.js'))
      .map(async (name) => ({
        name,
        gzip: await stat(join(dir, `${name}.gz`)).then(
          (file) => file.size,
          async () => (await stat(join(dir, name))).size,
        ),
      })),
  );
  const others = chunks.filter((chunk) => !VENDOR_CHUNK.test(chunk.name)).sort((a, b) => b.gzip - a.gzip);
  return {
    vendorGzip: Object.fromEntries(
      chunks.filter((chunk) => VENDOR_CHUNK.test(chunk.name)).map((chunk) => [chunk.name, chunk.gzip]),
    ),
    largestOtherGzip: others[0] ?? null,
    otherChunksOverLimit: others.filter((chunk) => chunk.gzip > CHUNK_LIMIT_GZIP_BYTES).map((c) => c.name),
  };
}

type SignInPageFigures = Awaited<ReturnType<typeof measureSignInPage>> & {
  chunks: Awaited<ReturnType<typeof chunkSizes>>;
};

export const signInPageLines = ({ bytes, files, readyMs, contentEncodings, chunks }: SignInPageFigures) => [
  `sign-in page in Chromium until the form takes input: ${(bytes / 1024).toFixed(1)} KB in ${files} files ` +
    `(target ${SIGN_IN_PAGE_TARGET_BYTES / 1024} KB), ${readyMs} ms, encodings ${JSON.stringify(contentEncodings)}`,
  ...Object.entries(chunks.vendorGzip).map(
    ([name, gzip]) => `  vendor chunk ${name}: ${(gzip / 1024).toFixed(1)} KB gzip`,
  ),
  chunks.largestOtherGzip
    ? `  largest other chunk ${chunks.largestOtherGzip.name}: ${(chunks.largestOtherGzip.gzip / 1024).toFixed(1)} KB gzip` +
      ` (limit ${CHUNK_LIMIT_GZIP_BYTES / 1024} KB${chunks.otherChunksOverLimit.length ? `; over it: ${chunks.otherChunksOverLimit.join(', ')}` : ''})`
    : '',
];

export const signInPageFigures = async (baseUrl: string): Promise<SignInPageFigures> => ({
  ...(await measureSignInPage(baseUrl)),
  chunks: await chunkSizes(),
});

const main = async () => {
  await build({ logLevel: 'warn' });
  // The page's bytes do not depend on the data: a small database starts quickly.
  const product = await startProduct({ SEED: '50' });
  try {
    const figures = await signInPageFigures(product.baseUrl);
    console.log(signInPageLines(figures).join('\n'));
    await mkdir('bench/results', { recursive: true });
    await writeFile(
      'bench/results/signInPage.json',
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          command: 'npm run bench:signin',
          machine: { cpus: cpus().length, loadAverage1m: loadavg()[0] },
          ...figures,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await product.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
