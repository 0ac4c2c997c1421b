import Anshin

/// The strings of one hostile case, field by field: drawn (random or a payload) the first time the case
/// is built, then replaced by placeholders to build the same case again as its baseline.
///
/// The baseline is what the front end's template produces for the case: the same model with a plain
/// letters-only placeholder (`qZAZq`, `qZBZq`, …) for each distinct string, so the structure of the
/// output — elements, attributes, which text is equal to which, which parts are blank — is the
/// same, and the placeholders show where each string must come back. Blank strings (empty, or white
/// space and invisible characters only) stand for themselves, since models leave blank parts out.
struct CaseFields {
    /// How a field's string is used, which decides how it must come back.
    enum Use: String {
        /// Shown or spoken: must come back as text.
        case text
        /// Part of an identifier or class name (element ids, symbols, tones, the id prefix).
        case identifier
        /// A presentation's type: part of identifiers, where its `-` is written `_2D` too, and of the
        /// root's class name, where it is kept.
        case type
        /// Never shown (a developer note): must not appear in any output.
        case hidden
    }

    /// Where strings come from.
    enum Source {
        /// Random hostile strings; some fields repeat an earlier field's string.
        case random
        /// One payload in every field.
        case payload(String)
        /// One payload in every field, with the field's name after it, so every field differs.
        case payloadPerField(String)
        /// The placeholders of a built case.
        case baseline([String: String])
    }

    private(set) var source: Source
    private var generator: SplitMix64
    private var layout: SplitMix64
    /// Each field's name, use and string, in the order the builder asked for them.
    private(set) var drawn: [(name: String, use: Use, value: String)] = []

    /// - Parameters:
    ///   - source: Where strings come from.
    ///   - seed: Seeds the strings and, separately, the structural choices, which the baseline repeats.
    ///     The structure takes only the seed's low 8 bits, so 256 structures per kind recur with ever
    ///     new strings, and the checker parses each recurring baseline once.
    init(_ source: Source, seed: UInt64) {
        self.source = source
        self.generator = SplitMix64(seed: seed)
        self.layout = SplitMix64(seed: (seed & 0xFF) ^ 0x1A40_0075_EED5_0000)
    }

    /// A structural choice from 0 to `count − 1`, the same in the case and its baseline.
    mutating func choice(_ count: Int) -> Int {
        Int.random(in: 0..<count, using: &self.layout)
    }

    mutating func flag() -> Bool { self.choice(2) == 1 }

    mutating func text(_ name: String) -> String { self.string(name, .text) }

    mutating func identifier(_ name: String) -> String { self.string(name, .identifier) }

    mutating func type(_ name: String) -> String { self.string(name, .type) }

    mutating func hidden(_ name: String) -> String { self.string(name, .hidden) }

    mutating func userText(_ name: String) -> UserText { UserText(verbatim: self.text(name)) }

    private mutating func string(_ name: String, _ use: Use) -> String {
        let value: String
        switch self.source {
        case .random:
            value = self.randomValue(fresh: use == .hidden)
        case .payload(let payload):
            // A hidden field differs from the shown ones, or finding it would prove nothing.
            value = use == .hidden ? payload + " (hidden)" : payload
        case .payloadPerField(let payload):
            value = payload + " " + name
        case .baseline(let placeholders):
            value = placeholders[name] ?? ""
        }
        self.drawn.append((name, use, value))
        return value
    }

    /// A random string, or one drawn before (so equal texts meet), never one that Swift calls equal
    /// to a different earlier string (canonical equivalence), so a placeholder stands for one string.
    /// A `fresh` string (for a hidden field) equals no other and is never reused.
    private mutating func randomValue(fresh: Bool) -> String {
        let shown = self.drawn.filter { $0.use != .hidden }
        if !fresh, !shown.isEmpty, Int.random(in: 0..<10, using: &self.generator) == 0 {
            return shown.randomElement(using: &self.generator)!.value
        }
        while true {
            let candidate = HostileStrings.random(using: &self.generator)
            let clashes = self.drawn.contains {
                $0.value == candidate
                    && (fresh || $0.use == .hidden || !$0.value.unicodeScalars.elementsEqual(candidate.unicodeScalars))
            }
            if !clashes && !(fresh && Self.isBlank(candidate)) { return candidate }
        }
    }

    /// Whether models treat a string as blank and leave it out: empty, or white space and invisible
    /// characters only, as `UserText.isBlank` decides.
    static func isBlank(_ string: String) -> Bool {
        UserText(verbatim: string).isBlank
    }

    /// The baseline's placeholder for each field, and the string each placeholder stands for.
    func placeholders() -> (byField: [String: String], strings: [String: (use: Use, value: String)]) {
        var byValue: [String: String] = [:]
        // A type is spelled otherwise than other identifiers where both appear (in an `id`), so a type
        // has a placeholder of its own even when another field has the same string.
        var byTypeValue: [String: String] = [:]
        var byField: [String: String] = [:]
        var strings: [String: (use: Use, value: String)] = [:]
        for (name, use, value) in self.drawn {
            if Self.isBlank(value) {
                byField[name] = value
                continue
            }
            let placeholder: String
            if let known = use == .type ? byTypeValue[value] : byValue[value] {
                placeholder = known
            } else {
                placeholder = "qZ" + Self.letters(byValue.count + byTypeValue.count) + "Zq"
                if use == .type { byTypeValue[value] = placeholder } else { byValue[value] = placeholder }
            }
            byField[name] = placeholder
            // A string used both as text and as an identifier is checked as each where it appears;
            // a hidden one must not appear at all.
            if strings[placeholder] == nil || use == .hidden { strings[placeholder] = (use, value) }
        }
        return (byField, strings)
    }

    /// A number in the letters A–Y (Z ends a placeholder).
    private static func letters(_ number: Int) -> String {
        var number = number
        var result = ""
        repeat {
            result = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(number % 25))) + result
            number /= 25
        } while number > 0
        return result
    }
}
