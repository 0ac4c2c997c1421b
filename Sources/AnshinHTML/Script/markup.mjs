// Reading the markup. Every duration, text, rule and parameter the live script uses comes from the
// data attributes the Swift front end writes (documented in AnshinHTML's article), so this file is
// where the page's words become numbers: a value that does not read as its attribute says is
// treated as absent, and nothing read here ever becomes markup.
//
// The readers take elements but use only getAttribute, hasAttribute, classList and querySelector,
// so Node's tests can hand them plain objects.

import { LARGEST_ACCESSIBILITY_MULTIPLIER } from "./status-board.mjs";
import { trickleConfiguration } from "./trickle-progress.mjs";

const WHOLE_NUMBER = /^\d{1,20}$/u;
const DECIMAL = /^\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/u;
const LARGEST_SEED = (1n << 64n) - 1n;

/** A whole number ("4000" milliseconds), or null when the attribute is absent or not a whole number. */
export function readWholeNumber(element, name) {
  const text = element.getAttribute(name);
  return text !== null && WHOLE_NUMBER.test(text) ? Number(text) : null;
}

/** A decimal as Swift writes a Double ("0.05", "1e-05"), or NaN when absent or not one. */
function readDecimal(element, name) {
  const text = element.getAttribute(name);
  return text !== null && DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** "polite" or "assertive" (anything else reads as polite). */
function readPoliteness(element) {
  return element.getAttribute("data-anshin-politeness") === "assertive" ? "assertive" : "polite";
}

/** A message's lifetime: whole milliseconds, "sticky", or null when the element is no message. */
export function readLifetime(element) {
  if (element.getAttribute("data-anshin-lifetime") === "sticky") return "sticky";
  return readWholeNumber(element, "data-anshin-lifetime");
}

/**
 * A status message as the board takes it, or null when the element is no message. Its identity
 * (what makes two posts the same message, to merge) is its announcement, lifetime, action
 * identifier and tone.
 */
export function readMessage(element) {
  const lifetime = readLifetime(element);
  if (lifetime === null) return null;
  const announcement = element.getAttribute("data-anshin-announcement") ?? "";
  const action = element.querySelector("[data-action]")?.getAttribute("data-action") ?? null;
  const tone = [...element.classList].find((name) => name.startsWith("anshin-tone-")) ?? null;
  return {
    identity: JSON.stringify([announcement, lifetime, action, tone]),
    lifetime,
    keepForAssistiveTechnology: element.hasAttribute("data-anshin-keep-for-assistive-technology"),
    announcement,
    politeness: readPoliteness(element),
  };
}

/**
 * The board's rules from the region: how many messages show at once (absent: one, replaced) and
 * the accessibility multiplier (absent: 1). A value out of the board's bounds reads as absent.
 */
export function readBoardRules(region) {
  const limit = readWholeNumber(region, "data-anshin-visible-limit");
  const multiplier = readDecimal(region, "data-anshin-accessibility-multiplier");
  return {
    visibleLimit: limit !== null && limit >= 1 ? limit : null,
    accessibilityMultiplier: multiplier >= 1 && multiplier <= LARGEST_ACCESSIBILITY_MULTIPLIER ? multiplier : 1,
  };
}

/** A decimal unsigned 64-bit seed as a BigInt, or null when absent or not one. */
export function readSeed(text) {
  if (text === null || !/^\d{1,20}$/u.test(text)) return null;
  const seed = BigInt(text);
  return seed <= LARGEST_SEED ? seed : null;
}

/**
 * A trickle's configuration, seed (null: none given), completion announcement and its politeness.
 * Throws the trickle's ValidationError naming the first parameter that is missing or breaks its rule.
 */
export function readTrickle(element) {
  const configuration = trickleConfiguration({
    initialValue: readDecimal(element, "data-anshin-initial-value"),
    minimumIncrement: readDecimal(element, "data-anshin-minimum-increment"),
    maximumIncrement: readDecimal(element, "data-anshin-maximum-increment"),
    minimumInterval: readWholeNumber(element, "data-anshin-minimum-interval") ?? Number.NaN,
    maximumInterval: readWholeNumber(element, "data-anshin-maximum-interval") ?? Number.NaN,
    cap: readDecimal(element, "data-anshin-cap"),
    graceTime: readWholeNumber(element, "data-anshin-grace-time") ?? Number.NaN,
    minimumShowTime: readWholeNumber(element, "data-anshin-minimum-show-time") ?? Number.NaN,
  });
  return {
    configuration,
    seed: readSeed(element.getAttribute("data-anshin-seed")),
    announcement: element.getAttribute("data-anshin-completion-announcement") ?? "",
    politeness: readPoliteness(element),
  };
}

/**
 * A transition's four times in milliseconds, named as their attributes end ("show-duration"),
 * each null when the transition has none.
 */
export function readTransition(element) {
  const times = {};
  for (const name of ["show-duration", "show-delay", "hide-duration", "hide-delay"]) {
    times[name] = readWholeNumber(element, `data-anshin-${name}`);
  }
  return times;
}

/**
 * The shortcuts of an `aria-keyshortcuts` value ("Alt+Shift+N Control+Alt+N"): each a set of
 * modifiers and a key. A shortcut without a key is left out.
 */
export function readShortcuts(text) {
  const shortcuts = [];
  for (const combination of (text ?? "").split(/\s+/u)) {
    const parts = combination.split("+");
    const key = parts.pop();
    if (!key) continue;
    const modifiers = new Set(parts.map((part) => part.toLowerCase()));
    shortcuts.push({
      key: key.toLowerCase(),
      alt: modifiers.has("alt"),
      control: modifiers.has("control"),
      meta: modifiers.has("meta"),
      shift: modifiers.has("shift"),
    });
  }
  return shortcuts;
}

/**
 * Whether a keydown event is the shortcut. The key is compared as typed and as the physical key,
 * since with Alt or Option held a letter key may type another character.
 */
export function isShortcut(event, shortcut) {
  if (event.altKey !== shortcut.alt || event.ctrlKey !== shortcut.control) return false;
  if (event.metaKey !== shortcut.meta || event.shiftKey !== shortcut.shift) return false;
  const key = shortcut.key;
  return (event.key ?? "").toLowerCase() === key || event.code === `Key${key.toUpperCase()}` || event.code === `Digit${key}`;
}
