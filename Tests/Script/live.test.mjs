// The live script's parts that need no browser, with Node's test runner:
//
//     node --test Tests/Script/
//
// The markup readers on element-like objects, the board run on a manual clock (one timer, the token
// rule, pausing, merging, assistive technology), the trickle driven by the vectors' seeds (every
// value at its time, as Swift gives it), and the generated Swift file (up to date, within budget,
// free of what the script must never do). The page's glue runs in Chromium (Tests/Browser).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import test from "node:test";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { script, swiftFile } from "../../Sources/AnshinHTML/Script/generate.mjs";
import {
  isShortcut, readBoardRules, readMessage, readSeed, readShortcuts, readTransition, readTrickle,
} from "../../Sources/AnshinHTML/Script/markup.mjs";
import { MessageScheduler } from "../../Sources/AnshinHTML/Script/message-scheduler.mjs";
import { MessageBoard } from "../../Sources/AnshinHTML/Script/status-board.mjs";
import { TrickleDriver } from "../../Sources/AnshinHTML/Script/trickle-driver.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** An element as the readers see it: attributes, classes, and an optional action button. */
function element(attributes, { classes = [], action = null } = {}) {
  return {
    getAttribute: (name) => (name in attributes ? String(attributes[name]) : null),
    hasAttribute: (name) => name in attributes,
    classList: classes,
    querySelector: (selector) => (selector === "[data-action]" && action !== null ? element({ "data-action": action }) : null),
  };
}

/** A clock whose time moves only when told; it records every timer set. */
class ManualClock {
  time = 0;
  timers = new Map();
  lastHandle = 0;
  setCount = 0;
  now() {
    return this.time;
  }
  setTimeout(callback, milliseconds) {
    this.setCount += 1;
    this.timers.set(++this.lastHandle, { at: this.time + milliseconds, callback });
    return this.lastHandle;
  }
  clearTimeout(handle) {
    this.timers.delete(handle);
  }
  /** Moves to `time`, firing every timer due by then, in order, each at its own time. */
  advance(to) {
    for (;;) {
      const due = [...this.timers].filter(([, timer]) => timer.at <= to).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = to;
  }
}

// MARK: - Reading the markup

const success = { "data-anshin-lifetime": "4000", "data-anshin-announcement": "Success: Saved", "data-anshin-politeness": "polite" };

test("a message reads its lifetime, hold and announcement from the markup, and nothing else", () => {
  const message = readMessage(element(success, { classes: ["anshin", "anshin-tone-success"] }));
  assert.deepEqual(
    { ...message, identity: JSON.parse(message.identity) },
    {
      identity: ["Success: Saved", 4000, null, "anshin-tone-success"],
      lifetime: 4000,
      keepForAssistiveTechnology: false,
      announcement: "Success: Saved",
      politeness: "polite",
    },
  );
  const held = readMessage(element(
    { ...success, "data-anshin-lifetime": "sticky", "data-anshin-keep-for-assistive-technology": "", "data-anshin-politeness": "assertive" },
    { action: "items.restore" },
  ));
  assert.equal(held.lifetime, "sticky");
  assert.equal(held.keepForAssistiveTechnology, true);
  assert.equal(held.politeness, "assertive");
  assert.deepEqual(JSON.parse(held.identity), ["Success: Saved", "sticky", "items.restore", null]);
});

test("a message's identity differs in announcement, lifetime, action or tone, and only then", () => {
  const identity = (attributes, options) => readMessage(element({ ...success, ...attributes }, options)).identity;
  const base = identity({}, { classes: ["anshin-tone-success"] });
  assert.equal(identity({}, { classes: ["anshin", "anshin-tone-success"] }), base);
  assert.notEqual(identity({ "data-anshin-announcement": "Success: Saved!" }, { classes: ["anshin-tone-success"] }), base);
  assert.notEqual(identity({ "data-anshin-lifetime": "4001" }, { classes: ["anshin-tone-success"] }), base);
  assert.notEqual(identity({}, { classes: ["anshin-tone-success"], action: "undo" }), base);
  assert.notEqual(identity({}, { classes: ["anshin-tone-error"] }), base);
});

test("a lifetime that is not whole milliseconds or sticky makes no message", () => {
  assert.equal(readMessage(element({ ...success, "data-anshin-lifetime": "9223372036854775807" })).lifetime, 2 ** 63);
  for (const lifetime of ["", "4s", "-1", "4000.5", "1e3", " 4000", "Sticky", "<b>4000</b>", "9".repeat(21)]) {
    assert.equal(readMessage(element({ ...success, "data-anshin-lifetime": lifetime })), null, lifetime);
  }
  assert.equal(readMessage(element({ "data-anshin-announcement": "x" })), null);
});

test("the region's rules: replace, queue, stack and the multiplier; out of bounds reads as absent", () => {
  assert.deepEqual(readBoardRules(element({})), { visibleLimit: null, accessibilityMultiplier: 1 });
  assert.deepEqual(
    readBoardRules(element({ "data-anshin-visible-limit": "3", "data-anshin-accessibility-multiplier": "1.5" })),
    { visibleLimit: 3, accessibilityMultiplier: 1.5 },
  );
  assert.deepEqual(
    readBoardRules(element({ "data-anshin-visible-limit": "0", "data-anshin-accessibility-multiplier": "11" })),
    { visibleLimit: null, accessibilityMultiplier: 1 },
  );
  assert.deepEqual(readBoardRules(element({ "data-anshin-accessibility-multiplier": "0.5" })).accessibilityMultiplier, 1);
});

test("a seed is a decimal unsigned 64-bit number, read without losing a digit", () => {
  assert.equal(readSeed("18446744073709551615"), 18446744073709551615n);
  assert.equal(readSeed("9007199254740993"), 9007199254740993n);
  assert.equal(readSeed("0"), 0n);
  for (const text of [null, "", "18446744073709551616", "-1", "0x10", "1.5", "7 "]) assert.equal(readSeed(text), null, String(text));
});

const trickleAttributes = {
  "data-anshin-trickle": "",
  "data-anshin-initial-value": "0.05",
  "data-anshin-minimum-increment": "0.05",
  "data-anshin-maximum-increment": "0.15",
  "data-anshin-minimum-interval": "500",
  "data-anshin-maximum-interval": "2000",
  "data-anshin-cap": "0.9",
  "data-anshin-grace-time": "0",
  "data-anshin-minimum-show-time": "0",
  "data-anshin-seed": "7",
  "data-anshin-completion-announcement": "Done",
};

test("a trickle reads its configuration, seed and announcement; a missing or broken parameter is named", () => {
  assert.deepEqual(readTrickle(element(trickleAttributes)), {
    configuration: {
      initialValue: 0.05, minimumIncrement: 0.05, maximumIncrement: 0.15, minimumInterval: 500, maximumInterval: 2000,
      cap: 0.9, graceTime: 0, minimumShowTime: 0,
    },
    seed: 7n,
    announcement: "Done",
    politeness: "polite",
  });
  const { "data-anshin-grace-time": _, ...withoutGrace } = trickleAttributes;
  assert.throws(() => readTrickle(element(withoutGrace)), (error) => error.parameter === "graceTime");
  assert.throws(() => readTrickle(element({ ...trickleAttributes, "data-anshin-cap": "1" })), (error) => error.parameter === "cap");
  assert.throws(
    () => readTrickle(element({ ...trickleAttributes, "data-anshin-minimum-increment": "0.05; x" })),
    (error) => error.parameter === "minimumIncrement",
  );
  assert.equal(readTrickle(element({ ...trickleAttributes, "data-anshin-minimum-increment": "1e-4" })).configuration.minimumIncrement, 0.0001);
});

test("a transition's times, each absent when the markup has none", () => {
  assert.deepEqual(readTransition(element({ "data-anshin-show-duration": "300", "data-anshin-hide-delay": "250" })), {
    "show-duration": 300, "show-delay": null, "hide-duration": null, "hide-delay": 250,
  });
});

test("the region's keyboard shortcut, as aria-keyshortcuts writes it", () => {
  const [shortcut, second] = readShortcuts("Alt+Shift+N Control+Alt+7");
  assert.deepEqual(shortcut, { key: "n", alt: true, control: false, meta: false, shift: true });
  const press = (key, code, modifiers) => ({ key, code, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...modifiers });
  assert.equal(isShortcut(press("N", "KeyN", { altKey: true, shiftKey: true }), shortcut), true);
  // With Option held, a Mac types another character: the physical key still matches.
  assert.equal(isShortcut(press("˜", "KeyN", { altKey: true, shiftKey: true }), shortcut), true);
  assert.equal(isShortcut(press("N", "KeyN", { shiftKey: true }), shortcut), false);
  assert.equal(isShortcut(press("N", "KeyN", { altKey: true, shiftKey: true, ctrlKey: true }), shortcut), false);
  assert.equal(isShortcut(press("7", "Digit7", { altKey: true, ctrlKey: true }), second), true);
  assert.deepEqual(readShortcuts(null), []);
  assert.deepEqual(readShortcuts("Alt+"), []);
});

// MARK: - The board on a clock

function scheduled({ visibleLimit = null, accessibilityMultiplier = 1 } = {}) {
  const clock = new ManualClock();
  const changes = [];
  const scheduler = new MessageScheduler(new MessageBoard({ visibleLimit, accessibilityMultiplier }), clock, () => {
    changes.push(scheduler.board.visible.map((entry) => entry.message.identity));
  });
  const shown = () => scheduler.board.visible.map((entry) => entry.message.identity);
  return { clock, scheduler, shown, changes };
}

const message = (identity, lifetime, keepForAssistiveTechnology = false) => ({ identity, lifetime, keepForAssistiveTechnology });

test("a message clears at its deadline and not before, with one timer, and none once nothing is shown", () => {
  const { clock, scheduler, shown } = scheduled();
  assert.equal(clock.timers.size, 0);
  scheduler.post(message("A", 4000));
  assert.equal(clock.timers.size, 1);
  clock.advance(3999);
  assert.deepEqual(shown(), ["A"]);
  clock.advance(4000);
  assert.deepEqual(shown(), []);
  assert.equal(clock.timers.size, 0);
});

test("an older message's expiry never clears a newer one (the token rule)", () => {
  const { clock, scheduler, shown } = scheduled();
  scheduler.post(message("A", 4000));
  clock.advance(3000);
  scheduler.post(message("B", 4000));
  clock.advance(4000);
  assert.deepEqual(shown(), ["B"]);
  clock.advance(6999);
  assert.deepEqual(shown(), ["B"]);
  clock.advance(7000);
  assert.deepEqual(shown(), []);
});

test("a sticky or held message sets no timer; a queue times the next from the deadline", () => {
  const { clock, scheduler, shown } = scheduled({ visibleLimit: 1 });
  scheduler.post(message("sticky", "sticky"));
  assert.equal(clock.timers.size, 0);
  scheduler.dismiss(1);
  scheduler.post(message("A", 1000));
  scheduler.post(message("B", 1000));
  assert.equal(clock.timers.size, 1);
  clock.advance(1000);
  assert.deepEqual(shown(), ["B"]);
  clock.advance(1999);
  assert.deepEqual(shown(), ["B"]);
  clock.advance(2000);
  assert.deepEqual(shown(), []);
});

test("pausing keeps the time left; resuming gives it back", () => {
  const { clock, scheduler, shown } = scheduled();
  scheduler.post(message("A", 4000));
  clock.advance(1000);
  scheduler.setPaused(true);
  assert.equal(clock.timers.size, 0, "no timer while paused");
  clock.advance(60_000);
  assert.deepEqual(shown(), ["A"]);
  scheduler.setPaused(false);
  clock.advance(62_999);
  assert.deepEqual(shown(), ["A"]);
  clock.advance(63_000);
  assert.deepEqual(shown(), []);
});

test("a repeat merges and its time starts again; the multiplier lengthens every lifetime", () => {
  const { clock, scheduler, shown } = scheduled({ visibleLimit: 3, accessibilityMultiplier: 1.5 });
  const token = scheduler.post(message("A", 4000));
  clock.advance(5000);
  assert.equal(scheduler.post(message("A", 4000)), token);
  assert.equal(scheduler.board.visible[0].repeatCount, 2);
  clock.advance(10_999);
  assert.deepEqual(shown(), ["A"]);
  clock.advance(11_000);
  assert.deepEqual(shown(), []);
});

test("while assistive technology may be in use, a message with an action stays; then it gets its full time", () => {
  const { clock, scheduler, shown } = scheduled({ visibleLimit: 3 });
  scheduler.setAssistiveTechnologyRunning(true);
  scheduler.post(message("Undo", 6000, true));
  scheduler.post(message("Plain", 4000));
  clock.advance(100_000);
  assert.deepEqual(shown(), ["Undo"]);
  assert.equal(clock.timers.size, 0);
  scheduler.setAssistiveTechnologyRunning(false);
  clock.advance(105_999);
  assert.deepEqual(shown(), ["Undo"]);
  clock.advance(106_000);
  assert.deepEqual(shown(), []);
});

test("a lifetime beyond a browser timer's longest wait: woken early, the board waits again", () => {
  const { clock, scheduler, shown } = scheduled();
  // As the page's clock does: a browser fires a longer timer at once, so waits are cut to 2^31 - 1 ms.
  const setTimeout = clock.setTimeout.bind(clock);
  clock.setTimeout = (callback, milliseconds) => setTimeout(callback, Math.min(milliseconds, 2 ** 31 - 1));
  scheduler.post(message("Long", 5_000_000_000));
  clock.advance(2 ** 31 - 1);
  assert.deepEqual(shown(), ["Long"]);
  assert.equal(clock.timers.size, 1);
  clock.advance(4_999_999_999);
  assert.deepEqual(shown(), ["Long"]);
  clock.advance(5_000_000_000);
  assert.deepEqual(shown(), []);
});

test("a timer is not set again for the same deadline", () => {
  const { clock, scheduler } = scheduled({ visibleLimit: 3 });
  scheduler.post(message("A", 4000));
  clock.advance(10);
  scheduler.post(message("B", 4000));
  scheduler.post(message("C", 9000));
  assert.equal(clock.setCount, 1);
});

// MARK: - The trickle against the vectors

const trickleCases = JSON.parse(readFileSync(join(root, "Tests/Vectors/trickle.json"), "utf8")).cases.filter((item) => !item.expected.error);

function configurationOf(item) {
  const spec = item.configuration;
  return {
    ...spec,
    initialValue: Number(spec.initialValue),
    minimumIncrement: Number(spec.minimumIncrement),
    maximumIncrement: Number(spec.maximumIncrement),
    cap: Number(spec.cap),
  };
}

function driven(item) {
  const clock = new ManualClock();
  const values = [];
  const visibility = [];
  let announcements = 0;
  const driver = new TrickleDriver({
    configuration: configurationOf(item),
    seed: BigInt(item.seed),
    clock,
    onValue: (value) => values.push([clock.now(), value.toFixed(4)]),
    onVisible: (isVisible) => visibility.push([clock.now(), isVisible]),
    onAnnounce: () => (announcements += 1),
  });
  return { clock, driver, values, visibility, announcements: () => announcements };
}

test("the trickle gives each vector's values at each step's time, as Swift does for the seed", () => {
  assert.ok(trickleCases.length >= 8);
  for (const item of trickleCases) {
    const { clock, driver, values } = driven(item);
    driver.start();
    const expected = [[0, item.expected.initialValue]];
    let time = item.expected.firstDelay;
    for (const step of item.expected.steps) {
      expected.push([time, step.value]);
      time += step.nextDelay ?? 0;
    }
    clock.advance(time + 3_600_000);
    assert.deepEqual(values, expected, item.id);
    // At the cap, with the indicator shown, nothing is left to wait for.
    assert.equal(clock.timers.size, 0, `${item.id}: a timer at the cap`);
  }
});

test("a trickle served further along goes on from there with the seed's values", () => {
  const item = trickleCases.find((candidate) => candidate.id === "trickle-standard-seed-7");
  const { clock, driver, values } = driven(item);
  driver.start(0.37);
  assert.deepEqual(values, [[0, "0.3677"]]);
  clock.advance(item.expected.steps[3].nextDelay);
  assert.deepEqual(values.at(-1), [item.expected.steps[3].nextDelay, item.expected.steps[4].value]);
});

test("completion: 1 for good, announced once when shown, hidden by the run's rule, then no timer", () => {
  for (const item of trickleCases) {
    for (const completion of item.expected.completions) {
      const { clock, driver, values, visibility, announcements } = driven(item);
      driver.start();
      clock.advance(completion.at);
      assert.equal(driver.complete(), true);
      assert.equal(driver.complete(), false, "completes once");
      assert.equal(announcements(), completion.announced ? 1 : 0, `${item.id} at ${completion.at}: announced`);
      assert.deepEqual(values.at(-1), [completion.at, "1.0000"]);
      const last = Math.max(...completion.visible.map(([at]) => at));
      clock.advance(Math.max(last, completion.at) + 1);
      assert.deepEqual(values.at(-1), [completion.at, "1.0000"], "nothing moves after");
      for (const [at, isVisible] of completion.visible) {
        const shownThen = visibility.filter(([time]) => time <= at).at(-1)?.[1] ?? false;
        assert.equal(shownThen, isVisible, `${item.id} completed at ${completion.at}: visible at ${at}`);
      }
      assert.equal(clock.timers.size, 0);
    }
  }
});

// MARK: - The generated file

test("HTMLRenderer+Script.swift is what generate.mjs writes from these sources", () => {
  const committed = readFileSync(join(root, "Sources/AnshinHTML/HTMLRenderer+Script.swift"), "utf8");
  assert.ok(committed === swiftFile(script()), "run node Sources/AnshinHTML/Script/generate.mjs and commit the file");
});

test("the script parses as a classic script, fits its budget, and never writes markup", () => {
  const text = script();
  assert.doesNotThrow(() => new Function(text));
  assert.ok(gzipSync(Buffer.from(text), { level: 9 }).length <= 8192);
  for (const forbidden of ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setAttribute(\"style", "createElement", "DOMParser", "createContextualFragment"]) {
    assert.equal(text.includes(forbidden), false, forbidden);
  }
});

test("the script's names avoid the Swift model types' names", () => {
  const names = ["Alert", "ActionSheet", "Dialog", "StatusMessage", "StatusBoard", "TrickleProgress", "ErrorScreen", "LoadingScreen"];
  const code = script().split("\n").filter((line) => !line.trim().startsWith("//")).join("\n");
  for (const name of names) assert.equal(new RegExp(`\\b${name}\\b`, "u").test(code), false, name);
});
