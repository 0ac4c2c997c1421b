// CLDR cardinal plural rules (https://cldr.unicode.org/index/cldr-spec/plural-rules), for the
// languages Anshin's PluralRules knows. A count is a decimal string, as written: "1" is one in
// English but "1.0" is other, because the fraction digits are part of the number.

/** CLDR's operands of a decimal string: n (absolute value), i (integer digits), v (number of
 * visible fraction digits), f (visible fraction digits), t (f without trailing zeros). */
export function operands(number) {
  const [whole, fraction = ""] = number.replace(/^-/, "").split(".");
  return {
    n: Number(`${whole}.${fraction || "0"}`),
    i: Number(whole),
    v: fraction.length,
    f: Number(fraction || "0"),
    t: Number(fraction.replace(/0+$/, "") || "0"),
  };
}

const between = (value, low, high) => Number.isInteger(value) && value >= low && value <= high;
const millions = ({ i, v }) => i !== 0 && i % 1_000_000 === 0 && v === 0;

/** Each rule family, as CLDR states it; a language is mapped to its family below. */
const RULES = {
  otherOnly: () => "other",
  // one: i = 1 and v = 0
  oneForWholeOne: ({ i, v }) => (i === 1 && v === 0 ? "one" : "other"),
  // one: i = 1 and v = 0; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0
  oneForWholeOneManyForMillions: (o) => (o.i === 1 && o.v === 0 ? "one" : millions(o) ? "many" : "other"),
  // one: n = 1
  oneForOne: ({ n }) => (n === 1 ? "one" : "other"),
  // one: n = 1; many: whole millions
  oneForOneManyForMillions: (o) => (o.n === 1 ? "one" : millions(o) ? "many" : "other"),
  // one: i = 0,1; many: whole millions
  oneForIntegerZeroOrOneManyForMillions: (o) => (o.i === 0 || o.i === 1 ? "one" : millions(o) ? "many" : "other"),
  // one: i = 0 or n = 1
  oneForIntegerZeroOrOne: ({ i, n }) => (i === 0 || n === 1 ? "one" : "other"),
  // one: n = 1 or t != 0 and i = 0,1
  danish: ({ n, t, i }) => (n === 1 || (t !== 0 && (i === 0 || i === 1)) ? "one" : "other"),
  // by the last digits of whole numbers; decimals are other
  eastSlavic: ({ i, v }) => {
    if (v !== 0) return "other";
    if (i % 10 === 1 && i % 100 !== 11) return "one";
    if (between(i % 10, 2, 4) && !between(i % 100, 12, 14)) return "few";
    return "many";
  },
  // by the last digits of n, so 21.0 is one and 1.5 is other
  belarusian: ({ n }) => {
    if (n % 10 === 1 && n % 100 !== 11) return "one";
    if (between(n % 10, 2, 4) && !between(n % 100, 12, 14)) return "few";
    if (n % 10 === 0 || between(n % 10, 5, 9) || between(n % 100, 11, 14)) return "many";
    return "other";
  },
  // one for exactly 1; few and many by the last digits of whole numbers; decimals are other
  polish: ({ i, v }) => {
    if (v !== 0) return "other";
    if (i === 1) return "one";
    if (between(i % 10, 2, 4) && !between(i % 100, 12, 14)) return "few";
    return "many";
  },
  // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99. A range
  // holds whole values only, so 3.0 and 103.0 are few but 3.5 is other.
  arabic: ({ n }) => {
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    if (between(n % 100, 3, 10)) return "few";
    if (between(n % 100, 11, 99)) return "many";
    return "other";
  },
  // one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0. So 0.5 is one, 1.0 and 2.0 other.
  hebrew: ({ i, v }) => {
    if ((i === 1 && v === 0) || (i === 0 && v !== 0)) return "one";
    if (i === 2 && v === 0) return "two";
    return "other";
  },
};

const CATEGORIES = {
  otherOnly: ["other"],
  oneForWholeOne: ["one", "other"],
  oneForWholeOneManyForMillions: ["one", "many", "other"],
  oneForOne: ["one", "other"],
  oneForOneManyForMillions: ["one", "many", "other"],
  oneForIntegerZeroOrOneManyForMillions: ["one", "many", "other"],
  oneForIntegerZeroOrOne: ["one", "other"],
  danish: ["one", "other"],
  eastSlavic: ["one", "few", "many", "other"],
  belarusian: ["one", "few", "many", "other"],
  polish: ["one", "few", "many", "other"],
  arabic: ["zero", "one", "two", "few", "many", "other"],
  hebrew: ["one", "two", "other"],
};

const FAMILIES = {
  oneForWholeOne: ["en", "de", "nl", "sv", "fi", "et"],
  oneForWholeOneManyForMillions: ["it", "ca"],
  oneForOne: ["nb", "no", "el", "hu", "tr", "bg"],
  oneForOneManyForMillions: ["es"],
  oneForIntegerZeroOrOneManyForMillions: ["fr", "pt"],
  oneForIntegerZeroOrOne: ["hi", "bn"],
  danish: ["da"],
  eastSlavic: ["ru", "uk"],
  belarusian: ["be"],
  polish: ["pl"],
  arabic: ["ar"],
  hebrew: ["he", "iw"], // iw: the deprecated code Hebrew had before he, an alias of it
};

/**
 * The regions whose Portuguese is Portugal's: pt-PT and the CLDR locales whose parent is pt-PT. They
 * take Portugal's plural rule, and Accept-Language negotiation finds pt-PT for them.
 */
export const EUROPEAN_PORTUGUESE_REGIONS = ["PT", "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"];

/** The rule family of a BCP 47 tag; languages not listed say "other" for every count, as CLDR's root. */
export function ruleFamily(languageTag) {
  const [language, ...subtags] = languageTag.split(/[-_]/);
  const primary = language.toLowerCase();
  if (primary === "pt") {
    const region = subtags.find((subtag) => /^[A-Za-z]{2}$|^[0-9]{3}$/.test(subtag))?.toUpperCase();
    return EUROPEAN_PORTUGUESE_REGIONS.includes(region) ? "oneForWholeOneManyForMillions" : "oneForIntegerZeroOrOneManyForMillions";
  }
  for (const [family, languages] of Object.entries(FAMILIES)) {
    if (languages.includes(primary)) return family;
  }
  return "otherOnly";
}

/** The categories a language uses, in CLDR's order (zero, one, two, few, many, other). */
export function pluralCategories(languageTag) {
  return CATEGORIES[ruleFamily(languageTag)];
}

/** The plural category of a count (a decimal string, fraction digits kept) in a language. */
export function pluralCategory(languageTag, number) {
  return RULES[ruleFamily(languageTag)](operands(String(number)));
}
