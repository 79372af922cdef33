import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import {
  PASSWORD_POLICY_RULES,
  passwordPolicyBreach,
  passwordPolicyText,
  passwordPolicyMessage,
  passwordPolicyRuleIn,
} from '../../../src/domain/auth/passwordPolicy.ts';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../../../server/idp/demoAccounts.ts';

const textOf = (messages: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe("a Cognito pool's default password policy", () => {
  it('asks 8 characters, a lower-case and an upper-case letter, a digit and a symbol, named in that order', () => {
    expect(passwordPolicyBreach('a')).toBe('length');
    expect(passwordPolicyBreach('Ab1!xyz')).toBe('length');
    expect(passwordPolicyBreach('ABCDEF1!')).toBe('lowercase');
    expect(passwordPolicyBreach('abcdef1!')).toBe('uppercase');
    expect(passwordPolicyBreach('Abcdefg!')).toBe('digit');
    expect(passwordPolicyBreach('Abcdefg1')).toBe('symbol');
    expect(passwordPolicyBreach('Abcdef1!')).toBeNull();
    // A space counts as a symbol; a letter outside basic Latin counts as neither case.
    expect(passwordPolicyBreach('Abc def1')).toBeNull();
    expect(passwordPolicyBreach('ÉCOLE12!')).toBe('lowercase');
    // Characters, not UTF-16 units: four emoji are four characters.
    expect(passwordPolicyBreach('A1!a😀😀😀')).toBe('length');
  });

  it("passes the demo accounts' passwords", () => {
    expect(passwordPolicyBreach(DEMO_PASSWORD)).toBeNull();
    expect(passwordPolicyBreach(DEMO_TEMPORARY_PASSWORD)).toBeNull();
  });

  it("words a refusal as the pool does, and reads a pool's words back, either phrasing", () => {
    expect(passwordPolicyMessage('length')).toBe(
      'Password did not conform with policy: Password not long enough',
    );
    for (const rule of PASSWORD_POLICY_RULES)
      expect(passwordPolicyRuleIn(passwordPolicyMessage(rule))).toBe(rule);
    expect(
      passwordPolicyRuleIn('Password does not conform to policy: Password must have symbol characters'),
    ).toBe('symbol');
    expect(passwordPolicyRuleIn('Incorrect username or password.')).toBeNull();
    expect(passwordPolicyRuleIn('Password did not conform with policy: something new')).toBeNull();
  });

  it('has an English and a French text for each rule, the length naming the minimum', () => {
    for (const rule of PASSWORD_POLICY_RULES) {
      const { key } = passwordPolicyText(rule);
      expect(textOf(en, key), rule).toEqual(expect.any(String));
      expect(textOf(fr, key), rule).toEqual(expect.any(String));
    }
    expect(passwordPolicyText('length').args).toEqual({ min: 8 });
    expect(textOf(en, passwordPolicyText('length').key)).toContain('%{min}');
    expect(textOf(fr, passwordPolicyText('length').key)).toContain('%{min}');
  });
});
