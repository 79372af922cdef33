import { LINK_TOPIC_PUBLISHERS, parseLinkTopic } from '../../src/domain/vehicleLink/linkTopics.ts';
import { BACK_OFFICE_USER, FLEET_BRIDGE_USER } from './linkCredentials.ts';

/**
 * docs/architecture.md, Vehicle link, Who may connect: the embedded broker's topic rules, from
 * linkTopics.ts's table of who publishes what (config/mosquitto/acl states the same for
 * Mosquitto). A box publishes its own reports and reads its own commands; a bridge (a platform
 * carrying many boxes, the fleet simulator) does so for any box; the back office publishes
 * commands and reads every box's reports. Nobody else's topics, and no wildcard publishing.
 */
const roleOf = (user: string) => (user === BACK_OFFICE_USER ? 'backOffice' : 'box');

/** Whether `user` may publish on `topic`. */
export function mayPublish(user: string, topic: string): boolean {
  const named = parseLinkTopic(topic);
  if (!named || LINK_TOPIC_PUBLISHERS[named.kind] !== roleOf(user)) return false;
  return user === BACK_OFFICE_USER || user === FLEET_BRIDGE_USER || named.boxId === user;
}

/**
 * Whether `user` may subscribe to `filter`: the back office and a bridge to `+` (every box) or
 * one box, a box to its own; each to the topics the other side publishes.
 */
export function maySubscribe(user: string, filter: string): boolean {
  const [root, boxId, kind, ...rest] = filter.split('/');
  if (root !== 'boxes' || rest.length > 0 || !kind || !Object.hasOwn(LINK_TOPIC_PUBLISHERS, kind))
    return false;
  const publisher = LINK_TOPIC_PUBLISHERS[kind as keyof typeof LINK_TOPIC_PUBLISHERS];
  if (publisher === roleOf(user)) return false;
  if (user === BACK_OFFICE_USER || user === FLEET_BRIDGE_USER)
    return boxId === '+' || parseLinkTopic(filter) !== null;
  return boxId === user;
}
