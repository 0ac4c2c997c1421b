// Resolving localized text, from the Localization article of the Anshin documentation
// (Sources/Anshin/Documentation.docc/Localization.md): a catalog key with a count becomes a string
// in the localizer's language.
//
// The data is the catalog file format of the article: a catalog (or a host's table) is
//
//     { languageCode: "de", numberSymbols: { … } (optional), entries: { key: entry } }
//
// where an entry is one template (a string, used for every count) or templates by CLDR plural
// category ({ one: "…", other: "…" }; other is always there). A count is a decimal string written
// with its visible digits: "1" and "1.0" are different counts ("1 minute", "1.0 minutes").
//
// The five steps of the fallback order are in resolve(), at the end of the file.

import { negotiateLanguage } from "./negotiation.mjs";
import { pluralCategory } from "./plural-rules.mjs";

// MARK: - Counts

/**
 * A count, read from a decimal string such as "1234567", "-7", "1.0" or "2.25": its sign, its
 * integer digits and its fraction digits, kept as written ("2.50" keeps its two digits). Throws an
 * error naming the text when it is not a plain decimal.
 */
export function parseCount(text) {
  // Digits without leading zeros ("0" and "0.5", never "007"), as UserText.Count reads them.
  const match = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/.exec(text);
  if (!match) {
    throw new Error(`The count "${text}" is not a plain decimal such as "12", "-3" or "2.50".`);
  }
  const [, minus, integerDigits, fraction = ""] = match;
  // Zero has no sign ("-0.0" is 0.0).
  const isZero = /^0+$/.test(integerDigits + fraction);
  return { negative: minus === "-" && !isZero, integerDigits, fractionDigits: fraction };
}

// MARK: - Number symbols

/**
 * The symbols of a catalog built without its own and whose language has no built-in catalog
 * (NumberSymbols.standard). The article names it without giving its values; these are the
 * defaults a catalog file's numberSymbols has for its optional members, with English's separators.
 */
export const STANDARD_SYMBOLS = Object.freeze({
  decimalSeparator: ".",
  groupingSeparator: ",",
  minimumGroupingDigits: 1,
  minusSign: "-",
});

/**
 * Writes a count (a decimal string) with a language's number symbols: the minus sign before a
 * negative count; the integer digits grouped by three from the right with the grouping separator,
 * but only when there are at least 3 + minimumGroupingDigits of them (with 2, as in Spanish and
 * Polish, grouping starts at five digits: 1234, 12.345); then the decimal separator and the
 * fraction digits exactly as written.
 */
export function formatCount(text, symbols) {
  const { decimalSeparator, groupingSeparator, minimumGroupingDigits = 1, minusSign = "-" } = symbols;
  const { negative, integerDigits, fractionDigits } = parseCount(text);
  let integer = integerDigits;
  if (integerDigits.length >= 3 + minimumGroupingDigits) {
    const groups = [];
    for (let end = integerDigits.length; end > 0; end -= 3) {
      groups.unshift(integerDigits.slice(Math.max(0, end - 3), end));
    }
    integer = groups.join(groupingSeparator);
  }
  const fraction = fractionDigits === "" ? "" : decimalSeparator + fractionDigits;
  return (negative ? minusSign : "") + integer + fraction;
}

// MARK: - Templates

/**
 * Fills a template's placeholders, reading it from left to right:
 * - `{{` writes `{` and `}}` writes `}`;
 * - a `{` starts a placeholder that runs to the next `}` — unless another `{` comes first, or no
 *   `}` follows at all: then it is a literal `{`;
 * - `{count}` is the count, already written with the language's symbols; `{0}`, `{1}`, … are the
 *   arguments in order;
 * - a placeholder with no value (`{count}` without a count, an argument index past the end, any
 *   other name) is left as written, so a faulty template shows what is missing;
 * - a lone `}` is literal;
 * - a brace is a brace only as a character of its own (one a combining mark follows is literal).
 * `count` is a string or null; `args` a list of strings, already written.
 */
export function fillTemplate(template, { count = null, args = [] } = {}) {
  // Read by characters (grapheme clusters): a brace a combining mark follows is no brace.
  const characters = [...graphemes.segment(template)].map((part) => part.segment);
  let result = "";
  let index = 0;
  while (index < characters.length) {
    const character = characters[index];
    const next = characters[index + 1];
    if ((character === "{" && next === "{") || (character === "}" && next === "}")) {
      result += character;
      index += 2;
      continue;
    }
    if (character === "{") {
      const close = characters.indexOf("}", index + 1);
      const open = characters.indexOf("{", index + 1);
      if (close !== -1 && (open === -1 || close < open)) {
        const name = characters.slice(index + 1, close).join("");
        result += placeholderValue(name, count, args) ?? characters.slice(index, close + 1).join("");
        index = close + 1;
        continue;
      }
    }
    result += character; // a literal { (unclosed, or another { first) or a lone }
    index += 1;
  }
  return result;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The value of a placeholder's name, or null when it has none. */
function placeholderValue(name, count, args) {
  if (name === "count") return count;
  if (/^[0-9]+$/.test(name)) return args[Number(name)] ?? null;
  return null;
}

// MARK: - Plural forms

/** A table's entry for a key, or null: only the table's own keys (not "constructor" or "__proto__"). */
export function entryFor(entries, key) {
  return Object.hasOwn(entries, key) ? entries[key] : null;
}

/**
 * The template of an entry for a plural category: a one-template entry (a string) for every count;
 * templates by category, the category's own, else the entry's own `other`. Null when there is no
 * entry. A negative count takes its category from its magnitude, but a form other than `other` that
 * does not write `{count}` spells the one number it stands for ("one photo") and would drop the minus
 * sign: for a negative count, such a form is passed over for `other`.
 */
export function templateFor(entry, category, isNegative = false) {
  if (entry === undefined || entry === null) return null;
  if (typeof entry === "string") return entry;
  const own = entry[category];
  if (own !== undefined && (category === "other" || !isNegative || own.includes("{count}"))) return own;
  return entry.other ?? null;
}

// MARK: - Built-in catalogs

/**
 * The built-in catalog for a language tag (Catalog.builtIn(for:)), found as Accept-Language
 * negotiation finds it: `ja-JP` finds `ja`, `zh-TW` and `zh-HK` find `zh-Hant`, `pt` finds `pt-BR`,
 * `pt-AO` finds `pt-PT`, `iw` finds `he`. Null when no built-in catalog fits (`nl`): unlike a
 * negotiated catalog, there is no English default here, since English is step 4 of the fallback
 * order, after the text's own fallback.
 */
export function builtInCatalogFor(languageCode, builtIns) {
  const found = negotiateLanguage(languageCode, builtIns.map((catalog) => catalog.languageCode));
  return builtIns.find((catalog) => catalog.languageCode === found) ?? null;
}

/** A localizer's number symbols: its own, else those of its language's built-in catalog, else the standard ones. */
export function numberSymbolsOf(localizer, builtIns) {
  return localizer.numberSymbols ?? builtInCatalogFor(localizer.languageCode, builtIns)?.numberSymbols ?? STANDARD_SYMBOLS;
}

// MARK: - The fallback order

/**
 * Resolves a catalog key with an optional count (a decimal string) and the text's optional
 * fallback, for a localizer (a catalog file: languageCode, entries, optional numberSymbols), with
 * the built-in catalogs (catalog files, English among them). The first step with a template wins:
 *
 * 1. the localizer's own entry, in the plural form its language picks for the count (`other`
 *    without a count), else its own `other`;
 * 2. the built-in catalog of the localizer's language, in the same form (else its `other`);
 * 3. the text's own fallback, as it is: its placeholders are not filled in;
 * 4. the built-in English catalog, in the form English picks for the count (else its `other`);
 * 5. the key itself.
 *
 * The count, and any integer among the arguments (`{0}`, `{1}`, …; a string argument is shown as
 * given), is always written with the localizer's number symbols, whichever step's template is used.
 */
export function resolve({ localizer, key, count = null, fallback = null, args = [], builtIns }) {
  const category = count === null ? "other" : pluralCategory(localizer.languageCode, count);
  const symbols = numberSymbolsOf(localizer, builtIns);
  const fill = (template) => fillTemplate(template, {
    count: count === null ? null : formatCount(count, symbols),
    // A string argument is shown as given; an integer is written as a count is.
    args: args.map((argument) => (typeof argument === "string" ? argument : formatCount(String(argument), symbols))),
  });

  const isNegative = count !== null && parseCount(count).negative;
  const own = templateFor(entryFor(localizer.entries, key), category, isNegative); // step 1
  if (own !== null) return fill(own);

  const builtIn = builtInCatalogFor(localizer.languageCode, builtIns); // step 2
  const fromBuiltIn = builtIn === null ? null : templateFor(entryFor(builtIn.entries, key), category, isNegative);
  if (fromBuiltIn !== null) return fill(fromBuiltIn);

  if (fallback !== null) return fallback; // step 3

  const english = builtIns.find((catalog) => catalog.languageCode === "en"); // step 4
  const englishCategory = count === null ? "other" : pluralCategory("en", count);
  const fromEnglish =
    english === undefined ? null : templateFor(entryFor(english.entries, key), englishCategory, isNegative);
  if (fromEnglish !== null) return fill(fromEnglish);

  return key; // step 5
}
