// Replays Anshin's conformance vectors (Tests/Vectors/*.json) through this JavaScript
// implementation, with Node's built-in test runner:
//
//     node --test Tests/Vectors/js/
//
// Each replayed file is one test, which fails when any of its cases fails (none is skipped), and
// prints how many of its cases passed. The files this implementation does not replay are listed, and
// so are the files that are data other replays read rather than rules to replay (catalogs.json: the
// built-in catalogs, which the text and localizer replays resolve through).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import test from "node:test";
import { fileURLToPath } from "node:url";

import { SplitMix64 } from "../../../Sources/AnshinHTML/Script/splitmix64.mjs";
import { MessageBoard } from "../../../Sources/AnshinHTML/Script/status-board.mjs";
import { TrickleRun, trickleConfiguration } from "../../../Sources/AnshinHTML/Script/trickle-progress.mjs";
import { actionSheetButtons, alertButtons, dialogFor } from "./alerts.mjs";
import { boardMessage } from "./message-kinds.mjs";
import { resolve } from "./localizer.mjs";
import { negotiateCatalog, negotiateFormat, negotiateLanguage, mediaType } from "./negotiation.mjs";
import { pluralCategories, pluralCategory } from "./plural-rules.mjs";
import {
  PRESETS, presetForHTTPStatus, presetForURLError, presetScreen, problemForScreen, screenForHTTPStatus, screenForProblem,
} from "./presets.mjs";

const folder = join(dirname(fileURLToPath(import.meta.url)), "..");

function load(name) {
  return JSON.parse(readFileSync(join(folder, name), "utf8"));
}

/** Runs every case of a file through `replay`, which throws on a mismatch; fails the test if any did. */
function replayFile(name, replay) {
  test(name, () => {
    const { cases } = load(name);
    assert.ok(cases.length > 0, `${name} has no cases`);
    const failures = [];
    for (const item of cases) {
      try {
        replay(item);
      } catch (error) {
        failures.push(`${item.id}: ${error.message.split("\n").slice(0, 12).join("\n")}`);
      }
    }
    console.log(`${name}: ${cases.length - failures.length} of ${cases.length} cases passed`);
    assert.deepEqual(failures, [], `${failures.length} of ${cases.length} cases of ${name} failed`);
  });
}

// MARK: - Status board

function boardEntry(entry) {
  const result = { token: entry.token, repeatCount: entry.repeatCount, timer: entry.timer.state };
  if (entry.timer.state === "running") Object.assign(result, { deadline: entry.timer.deadline, timeToLive: entry.timer.timeToLive });
  if (entry.timer.state === "paused") Object.assign(result, { remaining: entry.timer.remaining, timeToLive: entry.timer.timeToLive });
  if (entry.timer.state === "waiting") result.timeToLive = entry.timer.timeToLive;
  return result;
}

function replayBoard(item) {
  const visibleLimit = { replace: null, queue: 1, stack: item.policy.limit }[item.policy.mode];
  const board = new MessageBoard({ visibleLimit, accessibilityMultiplier: Number(item.accessibilityMultiplier) });
  item.steps.forEach((step, index) => {
    let result;
    switch (step.op) {
      case "post": result = { token: board.post(boardMessage(step.message), step.at) }; break;
      case "expire": result = { cleared: board.expire(step.token, step.at) }; break;
      case "advance": result = { cleared: board.advance(step.at).map((entry) => entry.token) }; break;
      case "pause": board.pause(step.at); result = { paused: board.isPaused }; break;
      case "resume": board.resume(step.at); result = { paused: board.isPaused }; break;
      case "dismiss": result = { dismissed: board.dismiss(step.token, step.at)?.token ?? null }; break;
      case "assistiveTechnology":
        board.setAssistiveTechnologyRunning(step.running, step.at);
        result = { running: board.isAssistiveTechnologyRunning };
        break;
      default: throw new Error(`unknown operation ${step.op}`);
    }
    const actual = {
      ...result,
      visible: board.visible.map(boardEntry),
      waiting: board.waiting.map(boardEntry),
      nextDeadline: board.nextDeadline,
    };
    assert.deepEqual(actual, step.expect, `step ${index + 1} (${step.op} at ${step.at})`);
  });
}

replayFile("board.json", replayBoard);
replayFile("board-random.json", replayBoard);

// MARK: - SplitMix64 and trickle progress

replayFile("splitmix64.json", (item) => {
  const generator = new SplitMix64(item.seed);
  assert.deepEqual(item.expected.map(() => generator.next().toString()), item.expected);
});

const fourDigits = (value) => value.toFixed(4);

replayFile("trickle.json", (item) => {
  const spec = item.configuration;
  const make = () =>
    trickleConfiguration({
      ...spec,
      initialValue: Number(spec.initialValue),
      minimumIncrement: Number(spec.minimumIncrement),
      maximumIncrement: Number(spec.maximumIncrement),
      cap: Number(spec.cap),
    });
  if (item.expected.error) {
    assert.throws(make, (error) => error.parameter === item.expected.error.parameter, `the error names ${item.expected.error.parameter}`);
    return;
  }
  const progress = new TrickleRun(make());
  const generator = new SplitMix64(item.seed);
  const actual = { initialValue: fourDigits(progress.value), firstDelay: progress.delay(generator), steps: [], completions: [] };
  for (;;) {
    const step = progress.step(generator);
    actual.steps.push({ value: fourDigits(step.value), nextDelay: step.nextDelay });
    if (step.nextDelay === null) break;
  }
  for (const expected of item.expected.completions) {
    const completed = Object.assign(new TrickleRun(progress.configuration), progress);
    const completion = completed.complete(expected.at);
    const again = completed.complete(expected.at + 1);
    const after = completed.step(generator);
    actual.completions.push({
      at: expected.at,
      announced: completion?.announced ?? false,
      hideAt: completion?.hideAt ?? null,
      completesAgain: again !== null,
      valueAfter: fourDigits(after.value),
      nextDelayAfter: after.nextDelay,
      visible: expected.visible.map(([at]) => [at, completed.isVisible(at)]),
    });
  }
  assert.deepEqual(actual, item.expected);
});

// MARK: - Alerts

replayFile("alerts.json", (item) => {
  const { input, expected } = item;
  const run = () => {
    switch (input.kind) {
      case "confirmation": return alertButtons({ arrangement: input.arrangement });
      case "suggestion": return alertButtons({ recovery: input.recovery, arrangement: input.arrangement });
      case "actionSheet": return actionSheetButtons(input.choices);
      case "dialog": return dialogFor(input.recoveries);
      default: throw new Error(`unknown kind ${input.kind}`);
    }
  };
  if (expected.error) {
    assert.throws(run, (error) => error.parameter === expected.error.parameter, `the error names ${expected.error.parameter}`);
    return;
  }
  assert.deepEqual(run(), expected);
});

// MARK: - Presets

replayFile("presets.json", (item) => {
  const { id, input, expected } = item;
  if (id.startsWith("preset-")) {
    const { preset, ...screen } = presetScreen(input.preset);
    assert.deepEqual(
      { ...screen, offersRetry: screen.retry !== null, httpStatus: PRESETS[input.preset].httpStatus },
      expected,
    );
  } else if (id.startsWith("http-status-")) {
    // The whole screen; {"preset": null} for a status that is not an error (no screen).
    const screen = screenForHTTPStatus(input.status, input.retryAfter ?? null);
    assert.deepEqual(screen ?? { preset: null }, expected);
    assert.equal(screen?.preset ?? null, presetForHTTPStatus(input.status), "the status table's preset");
  } else if (id.startsWith("problem-to-screen-")) {
    assert.deepEqual(screenForProblem(input), expected);
  } else if (id.startsWith("screen-to-problem-")) {
    assert.deepEqual(problemForScreen(input.preset, input.resolved), expected);
  } else if (id.startsWith("url-error-")) {
    assert.deepEqual({ preset: presetForURLError(input.code) }, expected);
  } else {
    throw new Error("a kind of case this runner does not know");
  }
});

// MARK: - Plural rules

replayFile("plurals.json", (item) => {
  const { language } = item.input;
  const { categories, ...numbers } = item.expected;
  assert.deepEqual(pluralCategories(language), categories, "the categories");
  const wrong = [];
  for (const [category, list] of Object.entries(numbers)) {
    for (const number of list) {
      const actual = pluralCategory(language, number);
      if (actual !== category) wrong.push(`${number}: ${actual}, expected ${category}`);
    }
  }
  assert.deepEqual(wrong.slice(0, 10), []);
});

// MARK: - Negotiation

replayFile("negotiation.json", (item) => {
  const { input, expected } = item;
  if (input.header === "Accept") {
    const format = negotiateFormat(input.value, input.offered);
    assert.deepEqual(
      { format, mediaType: format === null ? null : mediaType(format), status: format === null ? 406 : 200 },
      expected,
    );
  } else {
    const actual = { language: negotiateLanguage(input.value, input.supported) };
    // Against the built-in catalogs, the case also gives the catalog answered, English when none fits.
    if ("catalog" in expected) actual.catalog = negotiateCatalog(input.value, input.supported);
    assert.deepEqual(actual, expected);
  }
});

// MARK: - Text and the fallback order

// The built-in catalogs, as catalog files: the data of text.json's languages and of steps 2 and 4
// of the fallback order.
const builtIns = load("catalogs.json").cases.map((item) => item.expected);

/** Compares [count, resolved] pairs, listing the first ten that differ. */
function assertResolved(expected, resolveCount) {
  const wrong = [];
  for (const [count, string] of expected) {
    const actual = resolveCount(count);
    if (actual !== string) wrong.push(`${count}: ${JSON.stringify(actual)}, expected ${JSON.stringify(string)}`);
  }
  assert.deepEqual(wrong.slice(0, 10), []);
}

replayFile("text.json", (item) => {
  const { language, key } = item.input;
  const catalog = builtIns.find((candidate) => candidate.languageCode === language);
  assert.ok(catalog, `catalogs.json has no catalog for ${language}`);
  assertResolved(item.expected, (count) => resolve({ localizer: catalog, key, count, builtIns }));
});

replayFile("localizer.json", (item) => {
  const { language, entries, key, fallback = null, numberSymbols } = item.input;
  const localizer = { languageCode: language, numberSymbols, entries };
  assertResolved(item.expected, (count) => resolve({ localizer, key, count, fallback, builtIns }));
});

// MARK: - The rest


const replayed = [
  "board.json", "board-random.json", "splitmix64.json", "trickle.json", "alerts.json", "presets.json", "plurals.json",
  "negotiation.json", "text.json", "localizer.json",
];
// Data, not rules: read by the replays above.
const data = ["catalogs.json"];
const notImplemented = ["accessibility.json", "platform-names.json", "display-width.json"];

test("every vectors file is replayed, read as data or listed as not implemented", () => {
  const files = readdirSync(folder).filter((name) => name.endsWith(".json") && !name.endsWith(".schema.json") && !name.endsWith(".tokens.json"));
  console.log(`read as data: ${data.join(", ")}; not implemented in JavaScript: ${notImplemented.join(", ")}`);
  assert.deepEqual(files.sort(), [...replayed, ...data, ...notImplemented].sort());
});

test("a server's own Chinese tags with regions: the range's script decides, as the Swift tests check", () => {
  for (const [header, expected] of [["zh", "zh_Hans_CN"], ["zh-SG", "zh_Hans_CN"], ["zh-HK", "zh_Hant_TW"]]) {
    assert.equal(negotiateLanguage(header, ["en", "zh_Hant_TW", "zh_Hans_CN"]), expected, header);
  }
  assert.equal(negotiateLanguage("zh", ["en", "zh-TW", "zh-CN"]), "zh-CN");
  assert.equal(negotiateLanguage("pt-MZ", ["en", "pt-AO"]), "pt-AO");
});
