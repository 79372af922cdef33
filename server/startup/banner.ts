import type { Config } from '../config.ts';

interface Account {
  email: string;
  password: string;
  group: string;
  temporary?: boolean;
}

const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** What a person starting the product needs to read: where to sign in, and with which accounts. */
export function banner(
  config: Config,
  port: number,
  accounts: readonly Account[],
  vehicleLinkUrl: string,
): string {
  const base = `http://${urlHost(config.host)}:${port}`;
  const lines = [
    '',
    `Carshare Back Office is running on Node ${process.version}.`,
    `  Sign in at   ${base}/`,
    `  API docs     ${base}/api/docs`,
    `  Cars report  ${vehicleLinkUrl} (MQTT 3.1.1${config.mqtt.url ? '' : ', the embedded broker'}; contract at ${base}/api/asyncapi.json)`,
    '',
  ];
  if (accounts.length) {
    const width = Math.max(...accounts.map((a) => a.email.length)) + 2;
    lines.push('Demo accounts (embedded identity provider, local use only):');
    lines.push(`  ${'E-MAIL'.padEnd(width)}${'PASSWORD'.padEnd(18)}ROLE`);
    for (const a of accounts) {
      const note = a.temporary ? '  (temporary password: the first sign-in asks to set it again)' : '';
      lines.push(`  ${a.email.padEnd(width)}${a.password.padEnd(18)}${a.group}${note}`);
    }
  } else {
    lines.push(`Sign-in: Cognito user pool ${config.cognito.userPoolId} (${config.cognito.region}).`);
  }
  lines.push('');
  return lines.join('\n');
}
