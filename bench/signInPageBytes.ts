import { request } from 'node:http';

export interface ServedBytes {
  /** The encoding asked for with Accept-Encoding. */
  accept: string;
  /** Body bytes as received, before any decoding: what the browser downloads. */
  bytes: number;
  files: number;
  /** Content-Encoding of each answer, counted: shows what the server actually compressed. */
  contentEncodings: Record<string, number>;
}

/** A GET answered 200, its body as received (still encoded) and its Content-Encoding. */
export const getEncoded = (url: string, headers: Record<string, string>) =>
  new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url}: ${response.statusCode}`));
        resolve({
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'] ?? 'identity',
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** The scripts and style sheets index.html makes the browser load before the sign-in page shows. */
const pageAssets = (html: string) =>
  [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\srel="(?:stylesheet|modulepreload)"[^>]*\shref="([^"]+)"/g),
  ].map((match) => match[1]);

/** Requests `/` and every script and style it loads with one Accept-Encoding and sums the bytes received. */
export async function signInPageBytes(baseUrl: string, accept: string): Promise<ServedBytes> {
  const get = (url: string, acceptEncoding: string) => getEncoded(url, { 'accept-encoding': acceptEncoding });
  const page = await get(`${baseUrl}/`, accept);
  // The compressed page is read for its asset list in plain form, as the browser would after decoding.
  const html = (await get(`${baseUrl}/`, 'identity')).body.toString('utf8');
  const answers = [
    page,
    ...(await Promise.all(pageAssets(html).map((asset) => get(new URL(asset, baseUrl).href, accept)))),
  ];
  const contentEncodings: Record<string, number> = {};
  for (const { encoding } of answers) contentEncodings[encoding] = (contentEncodings[encoding] ?? 0) + 1;
  return {
    accept,
    bytes: answers.reduce((sum, { body }) => sum + body.length, 0),
    files: answers.length,
    contentEncodings,
  };
}
