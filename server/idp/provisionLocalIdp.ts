import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES } from '../../src/domain/roles.ts';
import { IDP_REGION, localIdpClient, type IdpEndpoint } from './client.ts';
import { createUser, findUser } from './createStaffUser.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';

export const POOL_NAME = 'carshare-back-office';
export const CLIENT_NAME = 'carshare-web';

export interface LocalIdpSettings {
  userPoolId: string;
  clientId: string;
  region: typeof IDP_REGION;
  /** What this run had to create ('pool …', 'client …', 'group …', 'user …', 'membership …'); empty on a re-run. */
  created: string[];
}

/**
 * Brings the embedded IdP to the state the app expects: one pool, one public app client that
 * allows USER_PASSWORD_AUTH (the only flow cognito-local has), a group per role and the demo
 * staff. Runs at every start, so it only creates what is missing and never resets an existing
 * user: a demo user who changed a password keeps it.
 */
export async function provisionLocalIdp(idp: IdpEndpoint): Promise<LocalIdpSettings> {
  const client = localIdpClient(idp);
  const created: string[] = [];
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id;
    if (!userPoolId) {
      const pool = await client.send(
        new CreateUserPoolCommand({ PoolName: POOL_NAME, UsernameAttributes: ['email'] }),
      );
      userPoolId = pool.UserPool!.Id!;
      created.push(`pool ${POOL_NAME}`);
    }

    const clients = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    let clientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
    if (!clientId) {
      const app = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: CLIENT_NAME,
          // A browser client cannot keep a secret.
          GenerateSecret: false,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      clientId = app.UserPoolClient!.ClientId!;
      created.push(`client ${CLIENT_NAME}`);
    }

    const groups = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
    const existingGroups = new Set((groups.Groups ?? []).map((g) => g.GroupName));
    for (const role of ROLES) {
      if (existingGroups.has(role)) continue;
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
      created.push(`group ${role}`);
    }

    for (const account of DEMO_ACCOUNTS) {
      let username = await findUser(client, userPoolId, account.email);
      if (!username) {
        username = await createUser(client, userPoolId, account.email, account.password);
        if (!account.temporary) {
          // A permanent password skips the first-sign-in challenge for the everyday demo users.
          await client.send(
            new AdminSetUserPasswordCommand({
              UserPoolId: userPoolId,
              Username: username,
              Password: account.password,
              Permanent: true,
            }),
          );
        }
        created.push(`user ${account.email}`);
      }
      const memberOf = await client.send(
        new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }),
      );
      if (!(memberOf.Groups ?? []).some((g) => g.GroupName === account.group)) {
        await client.send(
          new AdminAddUserToGroupCommand({
            UserPoolId: userPoolId,
            Username: username,
            GroupName: account.group,
          }),
        );
        created.push(`membership ${account.email} ${account.group}`);
      }
    }

    return { userPoolId, clientId, region: IDP_REGION, created };
  } finally {
    client.destroy();
  }
}
