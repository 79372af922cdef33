/**
 * The simulated fleet's timings (docs/architecture.md, Simulated fleet; spec point 9 for the 10 s
 * effects). They stand for what a telematics vendor's boxes do; the real vehicle service owns its
 * own.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A box with the ignition off falls asleep after this long without a wake or an answer. */
export const ASLEEP_AFTER_MS = 15 * MINUTE;
/** A wake-up reaches the box and is answered within 5–20 s (by SMS through the wakeup provider). */
export const WAKE_MS = { min: 5 * SECOND, max: 20 * SECOND };
/** Any other command is answered within 2–4 s. */
export const ANSWER_MS = { min: 2 * SECOND, max: 4 * SECOND };
/** Spec point 9: a telemeter reboot and an RFID reader reset take effect after 10 seconds. */
export const DELAYED_EFFECT_MS = 10 * SECOND;
/** The vendor hands a command to the box this long after it is asked. */
export const SEND_MS = SECOND;
/** A command the box has not answered by then is timed out. */
export const TIMEOUT_MS = 30 * SECOND;
/** A box that has not reported for a day is offline: commands to it answer 410. */
export const OFFLINE_AFTER_MS = 24 * HOUR;
/** A working box reports at every hour, asleep or not (a heartbeat). */
export const HEARTBEAT_MS = HOUR;

/**
 * A number in [0, 1) fixed by its key (FNV-1a): a command's delay depends on the car and the
 * instant it was asked, never on chance, so every server instance and every test run agree.
 */
export const fraction = (key: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
};

export const within = (range: { min: number; max: number }, key: string) =>
  range.min + Math.floor(fraction(key) * (range.max - range.min + 1));
