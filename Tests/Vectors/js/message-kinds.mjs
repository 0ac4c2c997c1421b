// The status message kinds' durations, as the vectors' messages name them: only this runner needs
// them. In a page the live script never computes a duration: the Swift front end writes each
// message's effective duration into its markup (`data-anshin-lifetime`), and the board takes it
// from there (see Sources/AnshinHTML/Script/status-board.mjs).

import { isBlank } from "./blank.mjs";

/** How long each kind is shown by default, and at least when it has an action (milliseconds). */
export const KINDS = Object.freeze({
  normal: { defaultDuration: 4000, longDuration: 4000 },
  success: { defaultDuration: 4000, longDuration: 6000 },
  caution: { defaultDuration: 6000, longDuration: 10000 },
  error: { defaultDuration: 9000, longDuration: 12000 },
  debug: { defaultDuration: 4000, longDuration: 4000 },
  internalError: { defaultDuration: "sticky", longDuration: "sticky" },
});

function kindOf(message) {
  // A kind this version does not know behaves as normal.
  return KINDS[message.kind] ?? KINDS.normal;
}

/** The action the message shows: none when its title or its action is blank (no empty button, ever; no code named). */
export function shownAction(message) {
  return message.action && !isBlank(message.action.title) && !isBlank(message.action.action) ? message.action : null;
}

/** The message's duration as asked for: milliseconds, or "sticky"; the kind's default when absent. */
export function duration(message) {
  return message.duration ?? kindOf(message).defaultDuration;
}

/**
 * How long the message is shown: its duration, except that a message with an action is never
 * shorter than its kind's long duration (sticky is longer than any time).
 */
export function effectiveDuration(message) {
  const asked = duration(message);
  if (!shownAction(message)) return asked;
  const long = kindOf(message).longDuration;
  if (asked === "sticky" || long === "sticky") return "sticky";
  return Math.max(asked, long);
}

/**
 * A vectors message ({text, kind, duration?, action?}) as the board takes it: the identity
 * (text, kind, duration as asked and action: the whole message), the lifetime and whether it is
 * held while assistive technology runs. The Swift front end writes the same three into a page.
 */
export function boardMessage(message) {
  return {
    identity: JSON.stringify([
      message.text, message.kind ?? "normal", duration(message), message.action?.title ?? null, message.action?.action ?? null,
    ]),
    lifetime: effectiveDuration(message),
    keepForAssistiveTechnology: shownAction(message) !== null,
  };
}
