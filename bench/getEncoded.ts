import { request } from 'node:http';

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
