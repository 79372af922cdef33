import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_TOPIC_KINDS, LINK_TOPIC_KINDS } from '../../../src/domain/vehicleLink/linkTopics.ts';

const CONFIG = path.resolve(import.meta.dirname, '../../../config');
const BACK_OFFICE_KINDS = LINK_TOPIC_KINDS.filter((kind) => !BOX_TOPIC_KINDS.includes(kind));
const sorted = (kinds: Iterable<string>) => [...new Set(kinds)].sort();

/** `config/mosquitto/acl`: for each section (a user, or the `pattern` lines), the kinds it reads and writes. */
function aclGrants() {
  const grants: Record<string, { read: string[]; write: string[] }> = {};
  let section = '';
  for (const line of readFileSync(path.join(CONFIG, 'mosquitto/acl'), 'utf8').split('\n')) {
    const [word, ...rest] = line.trim().split(/\s+/);
    if (word === 'user') section = rest[0]!;
    if (word !== 'topic' && word !== 'pattern') continue;
    const owner = word === 'pattern' ? 'box' : section;
    const [access, topic] = rest as ['read' | 'write', string];
    (grants[owner] ??= { read: [], write: [] })[access].push(topic.split('/')[2]!);
  }
  return grants;
}

/** An AWS IoT policy's topic kinds for an action, from its resources' last path segment. */
function policyKinds(file: string, action: string) {
  const policy = JSON.parse(readFileSync(path.join(CONFIG, 'aws-iot', file), 'utf8')) as {
    Statement: { Action: string; Resource: string | string[] }[];
  };
  return sorted(
    policy.Statement.filter((statement) => statement.Action === action)
      .flatMap((statement) => [statement.Resource].flat())
      .map((resource) => resource.split('/').at(-1)!),
  );
}

/**
 * docs/architecture.md, Vehicle link, Who may connect: the README's Mosquitto ACL and AWS IoT
 * policies grant what src/domain/vehicleLink/linkTopics.ts says each side publishes, no more,
 * so a topic added there without them fails here.
 */
describe('the broker policies the README gives operators', () => {
  it('lets Mosquitto’s back office write commands and read the rest; a box and a bridge the reverse', () => {
    const grants = aclGrants();
    expect(sorted(grants['back-office']!.write)).toEqual(sorted(BACK_OFFICE_KINDS));
    expect(sorted(grants['back-office']!.read)).toEqual(sorted(BOX_TOPIC_KINDS));
    for (const box of ['fleet-bridge', 'box']) {
      expect(sorted(grants[box]!.write)).toEqual(sorted(BOX_TOPIC_KINDS));
      expect(sorted(grants[box]!.read)).toEqual(sorted(BACK_OFFICE_KINDS));
    }
  });

  it('grants the same on AWS IoT Core, a box under its thing name alone', () => {
    expect(policyKinds('box-policy.json', 'iot:Publish')).toEqual(sorted(BOX_TOPIC_KINDS));
    expect(policyKinds('box-policy.json', 'iot:RetainPublish')).toEqual(['state']);
    expect(policyKinds('box-policy.json', 'iot:Subscribe')).toEqual(sorted(BACK_OFFICE_KINDS));
    expect(policyKinds('box-policy.json', 'iot:Receive')).toEqual(sorted(BACK_OFFICE_KINDS));
    expect(readFileSync(path.join(CONFIG, 'aws-iot/box-policy.json'), 'utf8')).not.toMatch(/boxes\/[*+]/);
    expect(policyKinds('back-office-policy.json', 'iot:Publish')).toEqual(sorted(BACK_OFFICE_KINDS));
    expect(policyKinds('back-office-policy.json', 'iot:Subscribe')).toEqual(sorted(BOX_TOPIC_KINDS));
    expect(policyKinds('back-office-policy.json', 'iot:Receive')).toEqual(sorted(BOX_TOPIC_KINDS));
  });
});
