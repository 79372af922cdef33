import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface StoredUser {
  Attributes?: { Name: string; Value: string }[];
  ConfirmationCode?: string;
}

/**
 * The password recovery code the embedded IdP stored for `email` (offline there is no mail;
 * `npm start` prints it too). Read from the IdP's own data file, as a person would read mail.
 */
export const recoveryCodeFor = async (dataDir: string, userPoolId: string, email: string) => {
  const file = join(dataDir, 'idp', '.cognito', 'db', `${userPoolId}.json`);
  const { Users } = JSON.parse(await readFile(file, 'utf8')) as { Users: Record<string, StoredUser> };
  const user = Object.values(Users).find((u) =>
    u.Attributes?.some((a) => a.Name === 'email' && a.Value === email),
  );
  return user?.ConfirmationCode;
};
