import { generateKeyPair, randomBytes } from 'node:crypto';
import { access, chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** The header the patched IdP demands on every request (patches/cognito-local+5.3.0.patch). */
export const IDP_SECRET_HEADER = 'x-carshare-idp-secret';

const OWNER_ONLY = 0o600;
const secretFile = (idpDir: string) => path.join(idpDir, 'secret');

const ignoreMissing = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/**
 * The signing key of this data directory: made on the first start, kept afterwards (tokens
 * stay valid across restarts). Owner-only, like the IdP's user files, which hold plain passwords.
 */
async function ensureSigningKey(idpDir: string) {
  const file = path.join(idpDir, 'signing-key.pem');
  const exists = await access(file).then(
    () => true,
    (error: unknown) => (ignoreMissing(error), false),
  );
  if (!exists) {
    const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
    await writeFile(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: OWNER_ONLY });
  }
  await chmod(file, OWNER_ONLY);
  return file;
}

/** Files written before the IdP ran with an owner-only umask. */
async function restrictUserFiles(idpDir: string) {
  const dbDir = path.join(idpDir, '.cognito', 'db');
  const names = await readdir(dbDir).catch((error: unknown) => (ignoreMissing(error), []));
  await Promise.all(names.map((name) => chmod(path.join(dbDir, name), OWNER_ONLY)));
}

/**
 * A fresh secret for this run (so a secret seen once is worth nothing after a restart), written
 * owner-only to `<dataDir>/idp/secret` for `npm run staff:add`, and the signing key's path.
 */
export async function prepareIdpCredentials(idpDir: string) {
  const secret = randomBytes(32).toString('base64url');
  await writeFile(secretFile(idpDir), `${secret}\n`, { mode: OWNER_ONLY });
  await chmod(secretFile(idpDir), OWNER_ONLY);
  const [keyFile] = await Promise.all([ensureSigningKey(idpDir), restrictUserFiles(idpDir)]);
  return { secret, keyFile };
}

/** The running product's secret, for commands run beside it on the same data directory. */
export const readIdpSecret = async (dataDir: string) =>
  (await readFile(secretFile(path.join(dataDir, 'idp')), 'utf8')).trim();
