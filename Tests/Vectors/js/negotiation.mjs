// Content negotiation, from the AnshinHTTP and Backends articles of the Anshin documentation:
// the Accept header (RFC 9110 section 12.5.1) chooses a format, Accept-Language (RFC 9110 section
// 12.5.4, RFC 4647 lookup, with CLDR's scripts and regions for Chinese and Portuguese) a language.

import { EUROPEAN_PORTUGUESE_REGIONS } from "./plural-rules.mjs";

/** The formats an answer can be drawn in, by wire name, with their media types. */
export const FORMATS = Object.freeze({
  wireDocument: { type: "application", subtype: "json" },
  problemDetails: { type: "application", subtype: "problem+json" },
  html: { type: "text", subtype: "html" },
  text: { type: "text", subtype: "plain" },
});

export function mediaType(format) {
  const { type, subtype } = FORMATS[format];
  return `${type}/${subtype}`;
}

/**
 * A weight (`q`), strictly: "0" or "1", optionally followed by "." and up to three digits ("1"
 * only with zeros). Returns thousandths (0-1000), or null when malformed (q=2, q=0.1234, q=1e3).
 */
export function parseQuality(text) {
  const match = /^(?:(0)(?:\.([0-9]{0,3}))?|(1)(?:\.(0{0,3}))?)$/.exec(text);
  if (!match) return null;
  if (match[3] !== undefined) return 1000;
  return Number((match[2] ?? "").padEnd(3, "0"));
}

const TOKEN = /[!#$%&'*+\-.^_`|~0-9a-z]/;

/**
 * The media ranges of an Accept header, in order, each {type, subtype, parameterCount,
 * parametersAreUTF8, quality}. A malformed element is skipped up to the next comma outside quotes.
 */
export function parseAccept(header) {
  // ASCII letters only are folded, as media types compare without regard to ASCII case.
  const text = header.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  let index = 0;
  const skipWhitespace = () => { while (text[index] === " " || text[index] === "\t") index += 1; };
  const token = () => {
    const start = index;
    while (index < text.length && TOKEN.test(text[index])) index += 1;
    return start < index ? text.slice(start, index) : null;
  };
  const consume = (character) => (text[index] === character ? ((index += 1), true) : false);
  const value = () => {
    if (!consume('"')) {
      const plain = token();
      return plain === null ? null : { text: plain, quoted: false, escaped: false };
    }
    const start = index;
    let escaped = false;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (text[index] === '"') {
        index += 1;
        return { text: text.slice(start, index - 1), quoted: true, escaped };
      }
      if (text[index] === "\\") {
        escaped = true;
        index += 1;
        if (index >= text.length) return null;
      } else if ((code < 0x20 && code !== 0x09) || code === 0x7f) {
        return null;
      }
      index += 1;
    }
    return null;
  };
  const element = () => {
    skipWhitespace();
    const type = token();
    if (type === null || !consume("/")) return null;
    const subtype = token();
    if (subtype === null) return null;
    if (type === "*" && subtype !== "*") return null;
    const range = { type, subtype, parameterCount: 0, parametersAreUTF8: true, quality: 1000 };
    let hasWeight = false;
    for (;;) {
      skipWhitespace();
      if (!consume(";")) break;
      skipWhitespace();
      if (index >= text.length || !TOKEN.test(text[index])) continue; // an empty parameter
      const name = token();
      if (name === null || !consume("=")) return null;
      const parameter = value();
      if (parameter === null) return null;
      if (name === "q") {
        if (hasWeight) continue; // the first weight counts; a parameter after it is still the range's
        const quality = parameter.quoted ? null : parseQuality(parameter.text);
        if (quality === null) return null;
        range.quality = quality;
        hasWeight = true;
      } else {
        range.parameterCount += 1;
        if (parameter.escaped || name !== "charset" || parameter.text !== "utf-8") range.parametersAreUTF8 = false;
      }
    }
    if (index < text.length && !consume(",")) return null;
    return range;
  };
  const skipToNextElement = () => {
    let quoted = false;
    while (index < text.length) {
      const character = text[index];
      index += 1;
      if (quoted) {
        if (character === "\\") { if (index < text.length) index += 1; }
        else if (character === '"') quoted = false;
      } else if (character === '"') quoted = true;
      else if (character === ",") return;
    }
  };
  const ranges = [];
  while (index < text.length) {
    const range = element();
    if (range) ranges.push(range);
    else skipToNextElement();
  }
  return ranges;
}

// How specific a range is: any type 0, a type with any subtype 1, type and subtype 2 plus its parameters.
function specificity(range) {
  if (range.type === "*") return 0;
  if (range.subtype === "*") return 1;
  return 2 + range.parameterCount;
}

function matches(range, format) {
  if (!range.parametersAreUTF8) return false;
  if (range.type === "*") return true;
  const { type, subtype } = FORMATS[format];
  return range.type === type && (range.subtype === "*" || range.subtype === subtype);
}

/**
 * The offered format an Accept header prefers, or null (406 Not Acceptable). Each format takes the
 * weight of the most specific range that covers it (the first among equals); the highest weight
 * above 0 wins, then the more specific range, then the range listed first, then the server's order.
 * No header, or one with no well-formed element, gets the first offered format.
 */
export function negotiateFormat(accept, offered) {
  if (accept === null || accept === undefined) return offered[0] ?? null;
  const ranges = parseAccept(accept);
  if (ranges.length === 0) return offered[0] ?? null;
  const found = new Map();
  ranges.forEach((range, position) => {
    for (const format of offered) {
      if (!matches(range, format)) continue;
      const known = found.get(format);
      if (known && known.specificity >= specificity(range)) continue;
      found.set(format, { specificity: specificity(range), quality: range.quality, position });
    }
  });
  let best = null;
  for (const format of offered) {
    const match = found.get(format);
    if (!match || match.quality === 0) continue;
    if (best) {
      const current = best.match;
      const preferred =
        match.quality !== current.quality ? match.quality > current.quality
        : match.specificity !== current.specificity ? match.specificity > current.specificity
        : match.position < current.position;
      if (!preferred) continue;
    }
    best = { format, match };
  }
  return best ? best.format : null;
}

/**
 * The language ranges of an Accept-Language header, in order, each {range, quality}: subtags of
 * letters (digits after the first) up to 8 long, joined by dashes, or "*"; a malformed element is
 * skipped up to the next comma.
 */
export function parseAcceptLanguage(header) {
  const ranges = [];
  let index = 0;
  const isLetter = (character) => /^[A-Za-z]$/.test(character);
  const isDigit = (character) => /^[0-9]$/.test(character);
  const skipWhitespace = () => { while (header[index] === " " || header[index] === "\t") index += 1; };
  const element = () => {
    skipWhitespace();
    const start = index;
    let subtagLength = 0;
    let isFirstSubtag = true;
    let valid = true;
    if (header[index] === "*") {
      index += 1;
      subtagLength = 1;
    } else {
      while (index < header.length) {
        const character = header[index];
        if (character === "-") {
          valid = valid && subtagLength > 0;
          subtagLength = 0;
          isFirstSubtag = false;
        } else if (isLetter(character) || (!isFirstSubtag && isDigit(character))) {
          subtagLength += 1;
          valid = valid && subtagLength <= 8;
        } else break;
        index += 1;
      }
    }
    const range = header.slice(start, index);
    if (!valid || subtagLength === 0) return null;
    skipWhitespace();
    let quality = 1000;
    if (header[index] === ";") {
      index += 1;
      skipWhitespace();
      if (!(index + 1 < header.length && header[index].toLowerCase() === "q" && header[index + 1] === "=")) return null;
      index += 2;
      const valueStart = index;
      while (index < header.length && !",; \t".includes(header[index])) index += 1;
      const weight = parseQuality(header.slice(valueStart, index));
      if (weight === null) return null;
      quality = weight;
      skipWhitespace();
    }
    if (index < header.length) {
      if (header[index] !== ",") return null;
      index += 1;
    }
    return { range, quality };
  };
  while (index < header.length) {
    const parsed = element();
    if (parsed) ranges.push(parsed);
    else {
      while (index < header.length) {
        index += 1;
        if (header[index - 1] === ",") break;
      }
    }
  }
  return ranges;
}

/** Deprecated language codes of the IANA registry and the codes that replace them. */
const REPLACED_LANGUAGES = Object.freeze({ iw: "he", in: "id", ji: "yi", jw: "jv", mo: "ro" });

/** Regions that write Chinese in Traditional characters when a tag names no script (CLDR's likely subtags). */
const TRADITIONAL_CHINESE_REGIONS = ["TW", "HK", "MO"];

/**
 * The tags a language range looks for, in order, before any longer supported tag: the range itself;
 * for Chinese, the range with its script (the tag's own, else the region's: Traditional for Taiwan,
 * Hong Kong and Macao, Simplified otherwise) and region, then with its script alone; for a region
 * whose Portuguese is Portugal's, pt-PT; then the range with subtags removed from the end; and for
 * Portuguese, last, pt-BR. A deprecated language code is replaced first (iw is he).
 * Returns the tags and the range with its replaced code, whose longer tags are looked for next.
 */
export function languageCandidates(range) {
  const [first, ...rest] = range.split("-");
  const language = REPLACED_LANGUAGES[first.toLowerCase()] ?? first;
  const subtags = [language, ...rest];
  const canonical = subtags.join("-");
  const candidates = [canonical];
  const primary = language.toLowerCase();
  // The script: four letters right after the language; the region: the first later subtag of two
  // letters or three digits, before any singleton (x-, u-, …).
  const script = /^[A-Za-z]{4}$/.test(rest[0] ?? "") ? rest[0][0].toUpperCase() + rest[0].slice(1).toLowerCase() : null;
  let region = null;
  for (const subtag of rest) {
    if (subtag.length === 1) break;
    if (/^[A-Za-z]{2}$|^[0-9]{3}$/.test(subtag)) {
      region = subtag.toUpperCase();
      break;
    }
  }
  if (primary === "zh") {
    const written = script ?? (TRADITIONAL_CHINESE_REGIONS.includes(region) ? "Hant" : "Hans");
    if (region) candidates.push(`zh-${written}-${region}`);
    candidates.push(`zh-${written}`);
  }
  if (primary === "pt" && EUROPEAN_PORTUGUESE_REGIONS.includes(region)) candidates.push("pt-PT");
  // How CLDR reads the range (zh-HK as zh-Hant, pt-MZ as pt-PT), or null: two tags read alike match.
  const reading = candidates.length > 1 ? candidates[candidates.length - 1].toLowerCase() : null;
  for (let end = subtags.length - 1; end >= 1; end -= 1) candidates.push(subtags.slice(0, end).join("-"));
  if (primary === "pt") candidates.push("pt-BR");
  return { candidates, canonical, reading };
}

/**
 * The supported language that best fits an Accept-Language header, or null. For each range, most
 * wanted first (equal weights in the header's order): the tags languageCandidates gives (an exact
 * match, what CLDR makes of a Chinese or Portuguese range, the range with subtags removed from the
 * end: ja-JP finds ja); then a supported tag the range is a prefix of (en finds en-GB). "*" takes
 * the first supported language no other range names (RFC 9110: it matches only those), a range
 * naming the tags it finds and every tag that is it or extends it (en names en-GB). A language
 * refused with q=0 (its tag and every longer tag of it,
 * a deprecated code standing for its replacement) is never chosen. Tags compare without
 * regard to case.
 */
export function negotiateLanguage(header, supported) {
  const ranges = parseAcceptLanguage(header);
  const lower = supported.map((tag) => tag.toLowerCase());
  const refused = new Set();
  // RFC 4647's basic filtering: the range's tag and every longer tag of it, a deprecated code
  // standing for its replacement (iw matches he and he-IL).
  const filtered = (range) => {
    const [first, ...rest] = range.toLowerCase().split("-");
    const names = [range.toLowerCase(), [REPLACED_LANGUAGES[first] ?? first, ...rest].join("-")];
    return lower.flatMap((tag, index) => (names.some((name) => tag === name || tag.startsWith(`${name}-`)) ? [index] : []));
  };
  for (const { range, quality } of ranges) {
    if (quality === 0) for (const index of filtered(range)) refused.add(index);
  }
  const allowed = (index) => !refused.has(index);
  const named = new Set();
  const lookup = (range) => {
    if (range === "*") {
      const index = lower.findIndex((_, position) => allowed(position) && !named.has(position));
      return index >= 0 ? index : null;
    }
    const { candidates, canonical, reading } = languageCandidates(range);
    for (const candidate of candidates) {
      const index = lower.findIndex((tag, position) => allowed(position) && tag === candidate.toLowerCase());
      if (index >= 0) return index;
    }
    // A supported tag CLDR reads the same way (zh finds zh-Hans-CN, zh-HK finds zh-TW), before a
    // longer tag of the range (zh would find Traditional Chinese as soon as Simplified).
    if (reading !== null) {
      const index = lower.findIndex(
        (tag, position) => allowed(position) && languageCandidates(tag.replace(/_/g, "-")).reading === reading,
      );
      if (index >= 0) return index;
    }
    const prefix = `${canonical.toLowerCase()}-`;
    const extended = lower.findIndex((tag, position) => allowed(position) && tag.startsWith(prefix));
    return extended >= 0 ? extended : null;
  };
  // What the ranges other than "*" name: the tags they match by basic filtering and find.
  for (const { range } of ranges) {
    if (range === "*") continue;
    for (const index of filtered(range)) named.add(index);
    const found = lookup(range);
    if (found !== null) named.add(found);
  }
  let best = null;
  for (const { range, quality } of ranges) {
    if (quality === 0) continue;
    if (best && quality <= best.quality) continue;
    const index = lookup(range);
    if (index === null) continue;
    best = { index, quality };
    if (quality === 1000) break;
  }
  return best ? supported[best.index] : null;
}

/**
 * The built-in catalog a header gets (Catalog.negotiated): the language negotiateLanguage finds
 * among the catalogs' tags, or English when none fits.
 */
export function negotiateCatalog(header, catalogs) {
  return negotiateLanguage(header, catalogs) ?? "en";
}
