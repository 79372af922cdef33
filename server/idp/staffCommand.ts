/**
 * npm run staff:add -- <e-mail> <GROUP> [--temporary-password <p>] [--first-name <n>] [--last-name <n>]
 * npm run staff:remove -- <e-mail>
 * Talks to the product running on this machine (PORT, DATA_DIR as for npm start), local mode only.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { passwordPolicyBreach, passwordPolicyMessage } from '../../src/domain/auth/passwordPolicy.ts';
import { ROLES } from '../../src/domain/roles.ts';
import { readConfig } from '../config.ts';
import { addStaff, removeStaff } from './staffAdminClient.ts';

const USAGE =
  'Usage: npm run staff:add -- <e-mail> <GROUP> [--temporary-password <p>] [--first-name <n>] [--last-name <n>]\n' +
  '       npm run staff:remove -- <e-mail>';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'temporary-password': { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const [command, email, group] = positionals;
  const config = readConfig(process.env);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const target = { baseUrl: `http://${host}:${config.port}`, dataDir: config.dataDir };

  if (command === 'add' && email && group && positionals.length === 3) {
    const role = z.enum(ROLES).safeParse(group.toUpperCase());
    if (!role.success) throw new Error(`Unknown group ${group}: one of ${ROLES.join(', ')}`);
    // The route refuses it too; said here in the pool's words rather than as an i18n key.
    const given = values['temporary-password'];
    const breach = given === undefined ? null : passwordPolicyBreach(given);
    if (breach) throw new Error(`Temporary password refused. ${passwordPolicyMessage(breach)}`);
    const added = await addStaff(target, {
      email,
      group: role.data,
      temporaryPassword: values['temporary-password'],
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(
      `${added.email} added to ${added.group}. Temporary password: ${added.temporaryPassword}\n` +
        '(a new password is chosen at the first sign-in)\n',
    );
    return;
  }
  if (command === 'remove' && email && positionals.length === 2) {
    const { removed } = await removeStaff(target, email);
    process.stdout.write(removed ? `${email} removed.\n` : `${email} had no account.\n`);
    return;
  }
  throw new Error(USAGE);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
