import { BACK_OFFICE_USER, FLEET_BRIDGE_USER } from './linkCredentials.ts';

/**
 * docs/architecture.md, Vehicle link: the embedded broker's topic rules. A box publishes its own
 * reports only, a bridge those of any box; the back office reads every box's reports and
 * publishes nothing.
 */
const BOX_PUBLISHES = ['telemetry'];

export function mayPublish(user: string, topic: string): boolean {
  const [root, boxId, kind, ...rest] = topic.split('/');
  if (user === BACK_OFFICE_USER || root !== 'boxes' || rest.length > 0) return false;
  if (!kind || !BOX_PUBLISHES.includes(kind)) return false;
  return user === FLEET_BRIDGE_USER || boxId === user;
}

export const maySubscribe = (user: string, topic: string) =>
  user === BACK_OFFICE_USER && topic.startsWith('boxes/');
