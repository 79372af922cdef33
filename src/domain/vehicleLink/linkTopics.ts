/**
 * docs/architecture.md, Vehicle link, Topics: where each message goes, MQTT 3.1.1. A box is known on
 * the broker by its box id, the telematics box id of spec 5's Add car form (the telemeter id),
 * and every topic of its own is under `boxes/{boxId}/`; the back office maps the id to the car.
 */

/** Who publishes on each of a box's topics: the box (or a bridge for it), or the back office. */
export const LINK_TOPIC_PUBLISHERS = {
  /** Positions and readings (spec 3, Trip info). */
  telemetry: 'box',
  /** The box's state, retained, and the broker's last will when its connection drops. */
  state: 'box',
  /** Commands to the box (spec 4, Trip troubleshooting commands), QoS 1. */
  commands: 'backOffice',
  /** The box has a command: it is acknowledged. */
  acks: 'box',
  /** The box carried a command out, or could not. */
  results: 'box',
  /** The outcome of one diagnostic test (spec 4, Infleeting flow). */
  diagnostics: 'box',
} as const;

export type LinkTopicKind = keyof typeof LINK_TOPIC_PUBLISHERS;
export const LINK_TOPIC_KINDS = Object.keys(LINK_TOPIC_PUBLISHERS) as LinkTopicKind[];
/** What a box publishes, and the back office subscribes to. */
export const BOX_TOPIC_KINDS = LINK_TOPIC_KINDS.filter((kind) => LINK_TOPIC_PUBLISHERS[kind] === 'box');

/** A box's topic of `kind`; `+` for `boxId` stands for every box in a subscription. */
export const linkTopic = (boxId: string, kind: LinkTopicKind) => `boxes/${boxId}/${kind}`;

/** A box id as it may stand in a topic: the Add car form's telematics box id characters. */
const BOX_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOPIC = /^boxes\/([^/]+)\/([a-z]+)$/;

const isBoxId = (id: string) => BOX_ID.test(id);

/** The box and kind a topic names, or null for any other topic. */
export function parseLinkTopic(topic: string): { boxId: string; kind: LinkTopicKind } | null {
  const match = TOPIC.exec(topic);
  if (!match || !isBoxId(match[1]!) || !Object.hasOwn(LINK_TOPIC_PUBLISHERS, match[2]!)) return null;
  return { boxId: match[1]!, kind: match[2] as LinkTopicKind };
}
