/**
 * README, What local mode protects against: the password policy of a Cognito user pool's defaults — at least 8
 * characters, an upper-case and a lower-case letter, a digit and a symbol — for every password
 * the local IdP takes: a new password (the first sign-in's, a recovery's) and a temporary one
 * (spec 1 completes the first sign-in by setting the temporary password again). Refusals read
 * as the pool words them, and the sign-in pages translate them back.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Cognito's special characters; a space counts as one too. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

export const PASSWORD_POLICY_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
export type PasswordPolicyRule = (typeof PASSWORD_POLICY_RULES)[number];

const holds: Record<PasswordPolicyRule, (characters: string[]) => boolean> = {
  length: (characters) => characters.length >= PASSWORD_MIN_LENGTH,
  lowercase: (characters) => characters.some((c) => c >= 'a' && c <= 'z'),
  uppercase: (characters) => characters.some((c) => c >= 'A' && c <= 'Z'),
  digit: (characters) => characters.some((c) => c >= '0' && c <= '9'),
  symbol: (characters) => characters.some((c) => SYMBOLS.has(c)),
};

/** The first rule `password` breaks, in the order the pool checks them; null when it conforms. */
export const passwordPolicyBreach = (password: string): PasswordPolicyRule | null => {
  const characters = [...password];
  return PASSWORD_POLICY_RULES.find((rule) => !holds[rule](characters)) ?? null;
};

const POOL_WORDS: Record<PasswordPolicyRule, string> = {
  length: 'Password not long enough',
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  digit: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};
/** A real pool says "did not conform with" on sign-in and recovery, "does not conform to" on admin calls. */
const POOL_PREFIX = /^Password (?:did not conform with|does not conform to) policy: /;

/** The message of the pool's InvalidPasswordException for a broken rule. */
export const passwordPolicyMessage = (rule: PasswordPolicyRule) =>
  `Password did not conform with policy: ${POOL_WORDS[rule]}`;

/** The rule a pool's message names (a real pool's or the local IdP's), or null for any other message. */
export const passwordPolicyRuleIn = (message: string): PasswordPolicyRule | null => {
  const reason = message.replace(POOL_PREFIX, '');
  if (reason === message) return null;
  return PASSWORD_POLICY_RULES.find((rule) => reason.startsWith(POOL_WORDS[rule])) ?? null;
};

/** The i18n key (i18n/en.ts `auth.passwordPolicy`) saying what a refused password lacks, and the values it shows. */
export const passwordPolicyText = (rule: PasswordPolicyRule) => ({
  key: `auth.passwordPolicy.${rule}`,
  args: { min: PASSWORD_MIN_LENGTH },
});
