import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const openssl = (args: string[]) => {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
};
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

/**
 * A certificate authority of a day in `dir`, a server certificate for 127.0.0.1 and a client
 * certificate for each common name: the files a broker that signs clients in by certificate needs.
 */
export async function makeCertificates(dir: string, clients: string[]) {
  const file = (name: string) => path.join(dir, name);
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.crt'),
    '-days',
    '1',
    '-subj',
    '/CN=test-ca',
  ]);
  const signed = async (name: string, commonName: string, extensions?: string) => {
    openssl([
      'req',
      ...EC_KEY,
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.csr`),
      '-subj',
      `/CN=${commonName}`,
    ]);
    const extra: string[] = [];
    if (extensions) {
      await writeFile(file(`${name}.ext`), extensions);
      extra.push('-extfile', file(`${name}.ext`));
    }
    openssl([
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file('ca.crt'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-out',
      file(`${name}.crt`),
      '-days',
      '1',
      ...extra,
    ]);
    return { certFile: file(`${name}.crt`), keyFile: file(`${name}.key`) };
  };
  const server = await signed('server', '127.0.0.1', 'subjectAltName=IP:127.0.0.1\n');
  const issued: Record<string, { certFile: string; keyFile: string }> = {};
  for (const [index, commonName] of clients.entries())
    issued[commonName] = await signed(`client${index}`, commonName);
  return { caFile: file('ca.crt'), server, clients: issued };
}
