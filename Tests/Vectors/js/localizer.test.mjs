// The Localization article's own examples (Sources/Anshin/Documentation.docc/Localization.md),
// replayed through localizer.mjs: the template grammar, the table of how each built-in catalog writes
// numbers, and the examples of the fallback order. They cover what the vectors do not exercise
// (no built-in template holds a literal brace; no vector case gives arguments) and check the
// built-in catalogs' number symbols in catalogs.json against the article's table.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import test from "node:test";
import { fileURLToPath } from "node:url";

import { builtInCatalogFor, fillTemplate, formatCount, parseCount, resolve } from "./localizer.mjs";

const folder = join(dirname(fileURLToPath(import.meta.url)), "..");
const builtIns = JSON.parse(readFileSync(join(folder, "catalogs.json"), "utf8")).cases.map((item) => item.expected);
const catalog = (languageCode) => builtIns.find((candidate) => candidate.languageCode === languageCode);

test("templates: placeholders and braces, as the article's Templates section writes them", () => {
  assert.equal(fillTemplate("{{0}}", { args: ["Aiko"] }), "{0}");
  assert.equal(fillTemplate("x }{ {{ }}"), "x }{ { }");
  assert.equal(fillTemplate("{ {0}", { args: ["Aiko"] }), "{ Aiko");
  assert.equal(fillTemplate("{1} and {0}", { args: ["a", "b"] }), "b and a");
  // A placeholder with no value is left as written; a { never closed is literal to the end.
  assert.equal(fillTemplate("{0}, {1}, {count}", { args: ["a"] }), "a, {1}, {count}");
  assert.equal(fillTemplate("{name} {count", { count: "3" }), "{name} {count");
  assert.equal(fillTemplate("a } b", { count: "3" }), "a } b");
  // A name is count or ASCII digits: a sign or a space is no index.
  assert.equal(fillTemplate("{+0} {-0} { 0} {00}", { args: ["x"] }), "{+0} {-0} { 0} x");
  // A brace a combining mark follows is part of a larger character, not a brace.
  assert.equal(fillTemplate("{0}\u0301|{0}|", { args: ["x"] }), "{0}\u0301|x|");
  assert.equal(fillTemplate("{\u03010}", { args: ["x"] }), "{\u03010}");
});

test("counts: digits without leading zeros; zero has no minus sign", () => {
  assert.throws(() => parseCount("007"), /not a plain decimal/);
  assert.throws(() => parseCount("-01.5"), /not a plain decimal/);
  assert.deepEqual(parseCount("-0.0"), { negative: false, integerDigits: "0", fractionDigits: "0" });
  assert.deepEqual(parseCount("0.50"), { negative: false, integerDigits: "0", fractionDigits: "50" });
});

test("numbers: each built-in catalog writes 1234, 1234567.5 and -7 as the article's Numbers table says", () => {
  const narrowNoBreakSpace = "\u202F";
  const noBreakSpace = "\u00A0";
  const table = [
    [["en", "ja", "ko", "zh-Hans", "zh-Hant"], ["1,234", "1,234,567.5", "-7"]],
    [["de", "it", "pt-BR"], ["1.234", "1.234.567,5", "-7"]],
    [["es"], ["1234", "1.234.567,5", "-7"]],
    [["fr"], [`1${narrowNoBreakSpace}234`, `1${narrowNoBreakSpace}234${narrowNoBreakSpace}567,5`, "-7"]],
    [["pt-PT", "pl"], ["1234", `1${noBreakSpace}234${noBreakSpace}567,5`, "-7"]],
    [["ru", "uk"], [`1${noBreakSpace}234`, `1${noBreakSpace}234${noBreakSpace}567,5`, "-7"]],
    [["ar", "he"], ["1,234", "1,234,567.5", "\u200E-7"]],
  ];
  const languages = [];
  for (const [codes, expected] of table) {
    for (const code of codes) {
      const symbols = catalog(code).numberSymbols;
      assert.deepEqual(["1234", "1234567.5", "-7"].map((count) => formatCount(count, symbols)), expected, code);
      languages.push(code);
    }
  }
  assert.deepEqual(languages.sort(), builtIns.map((item) => item.languageCode).sort(), "the table covers every built-in catalog");
});

test("numbers: minimum grouping digits and the visible fraction digits", () => {
  const spanish = { decimalSeparator: ",", groupingSeparator: ".", minimumGroupingDigits: 2 };
  assert.equal(formatCount("1234", spanish), "1234"); // "Spanish and Polish start grouping at five digits"
  assert.equal(formatCount("12345", spanish), "12.345");
  assert.equal(formatCount("2.50", spanish), "2,50");
  assert.equal(formatCount("-0.0", spanish), "0,0");
  assert.throws(() => parseCount("1e3"), /The count "1e3" is not a plain decimal/);
  assert.throws(() => parseCount("2."), /The count "2\." is not a plain decimal/);
});

test("resolving: the article's examples", () => {
  const english = catalog("en");
  assert.equal(resolve({ localizer: english, key: "message.itemsRegistered", count: "2", builtIns }), "Registered 2 items");
  assert.equal(resolve({ localizer: catalog("ja"), key: "message.itemsRegistered", count: "2", builtIns }), "2件を登録しました");
  assert.equal(resolve({ localizer: english, key: "unit.kilometre.spoken", count: "2.5", builtIns }), "2.5 kilometres");
  assert.equal(resolve({ localizer: english, key: "unit.minute.spoken", count: "1.0", builtIns }), "1.0 minutes");
  assert.equal(resolve({ localizer: english, key: "unit.minute.spoken", count: "1", builtIns }), "1 minute");

  const strings = {
    languageCode: "en",
    entries: { "inbox.summary": { one: "{0}, you have {count} new message", other: "{0}, you have {count} new messages" } },
  };
  assert.equal(
    resolve({ localizer: strings, key: "inbox.summary", args: ["Aiko"], count: "1200", builtIns }),
    "Aiko, you have 1,200 new messages",
  );

  const german = {
    languageCode: "de",
    numberSymbols: { decimalSeparator: ",", groupingSeparator: "." },
    entries: { "unit.kilometre.short": "{count} km" },
  };
  assert.equal(resolve({ localizer: german, key: "unit.kilometre.short", count: "2.5", builtIns }), "2,5 km");
  assert.equal(resolve({ localizer: german, key: "unit.kilometre.short", count: "1234", builtIns }), "1.234 km");

  // Writing a host localizer: a German table, and the built-in German catalog for what it lacks.
  const appStrings = {
    languageCode: "de",
    entries: { "message.itemsSaved": { one: "{count} Eintrag gespeichert", other: "{count} Einträge gespeichert" } },
  };
  assert.equal(resolve({ localizer: appStrings, key: "message.itemsSaved", count: "1234", builtIns }), "1.234 Einträge gespeichert");
  assert.equal(resolve({ localizer: appStrings, key: "button.cancel", builtIns }), "Abbrechen");
});

test("resolving: the fallback order's examples, and the order where no vector tells the steps apart", () => {
  const dutch = { languageCode: "nl", entries: {} }; // no Dutch catalog ships
  assert.equal(resolve({ localizer: dutch, key: "message.itemsRegistered", count: "2", builtIns }), "Registered 2 items"); // step 4
  assert.equal(resolve({ localizer: dutch, key: "photos.missing", fallback: "Uploaded", builtIns }), "Uploaded"); // step 3
  assert.equal(resolve({ localizer: dutch, key: "photos.missing", builtIns }), "photos.missing"); // step 5
  // Step 3 comes before English (step 4): a language without a catalog never gets English first.
  assert.equal(resolve({ localizer: dutch, key: "button.retry", fallback: "Opnieuw", builtIns }), "Opnieuw");
  // Step 4 uses English's plural form for the count: Thai says "other" for 1, English "one".
  const thai = { languageCode: "th", entries: {} };
  assert.equal(resolve({ localizer: thai, key: "message.itemsRegistered", count: "1", builtIns }), "Registered 1 item");
  // Step 2 in the localizer's form: the French catalog says 1.5 with its one form ("i = 0,1").
  const french = { languageCode: "fr-CA", entries: {} };
  assert.equal(resolve({ localizer: french, key: "unit.minute.spoken", count: "1.5", builtIns }), "1,5 minute");
  assert.equal(resolve({ localizer: french, key: "unit.minute.spoken", count: "2", builtIns }), "2 minutes");
});

test("the built-in catalog for a language tag, as the article's examples find it", () => {
  const found = (tag) => builtInCatalogFor(tag, builtIns)?.languageCode ?? null;
  assert.equal(found("ja-JP"), "ja");
  assert.equal(found("zh-TW"), "zh-Hant");
  assert.equal(found("zh-HK"), "zh-Hant");
  assert.equal(found("pt"), "pt-BR");
  assert.equal(found("pt-AO"), "pt-PT");
  assert.equal(found("nl"), null);
});
