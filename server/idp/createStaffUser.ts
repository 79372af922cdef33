import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  GetGroupCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { localIdpClient, type IdpEndpoint } from './client.ts';

const isNamed = (err: unknown, name: string) => err instanceof Error && err.name === name;

export const ensureGroup = async (
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  group: string,
) => {
  try {
    await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    return false;
  } catch (err) {
    if (!isNamed(err, 'ResourceNotFoundException') && !isNamed(err, 'GroupNotFoundException')) throw err;
  }
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  return true;
};

/** The pool's internal user name (the `sub`), or null when no user has that e-mail. */
export const findUser = async (client: CognitoIdentityProviderClient, userPoolId: string, email: string) => {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.Username ?? email;
  } catch (err) {
    if (isNamed(err, 'UserNotFoundException')) return null;
    throw err;
  }
};

/** Creates the user with verified e-mail and no welcome message (there is no mail server offline). */
export const createUser = async (
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  temporaryPassword: string,
) => {
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  return created.User?.Username ?? email;
};

export interface CreateStaffUserOptions {
  idp: IdpEndpoint;
  userPoolId: string;
  email: string;
  group: string;
  temporaryPassword: string;
}

/**
 * Makes `email` a member of `group` who must choose a new password at the next sign-in.
 * Browser tests call it every run: an existing user is put back to the temporary password,
 * so the first-sign-in path can be exercised again without cleaning the IdP.
 */
export async function createStaffUser({
  idp,
  userPoolId,
  email,
  group,
  temporaryPassword,
}: CreateStaffUserOptions) {
  const client = localIdpClient(idp);
  try {
    const address = email.trim().toLowerCase();
    await ensureGroup(client, userPoolId, group);
    let username = await findUser(client, userPoolId, address);
    if (username) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: username,
          Password: temporaryPassword,
          Permanent: false,
        }),
      );
    } else {
      username = await createUser(client, userPoolId, address, temporaryPassword);
    }
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: group }),
    );
    return { username };
  } finally {
    client.destroy();
  }
}

/** Deletes the user with this e-mail; false when there was none. */
export async function removeStaffUser({
  idp,
  userPoolId,
  email,
}: Pick<CreateStaffUserOptions, 'idp' | 'userPoolId' | 'email'>) {
  const client = localIdpClient(idp);
  try {
    const username = await findUser(client, userPoolId, email.trim().toLowerCase());
    if (!username) return false;
    await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
    return true;
  } finally {
    client.destroy();
  }
}
