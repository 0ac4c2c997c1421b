/// User-visible text: verbatim, or a catalog key resolved at render time.
///
/// A `UserText` is a value, not a string: it stays unresolved until a front end renders it with a
/// ``Localizer``, so one model can be drawn in English, Japanese or any language a host adds.
///
/// ```swift
/// let greeting: UserText = "Saved"                                  // verbatim
/// let registered = UserText.localized(.itemsRegistered, count: 2)   // "Registered 2 items" / "2件を登録しました"
/// let joined = UserText.joined(["Workouts", "100 items"])           // "Workouts, 100 items"
/// let uploaded: UserText = "Uploaded \(photos.count) photos"         // verbatim, interpolated
/// ```
///
/// Resolving never fails: a key no catalog knows falls back to the text's ``fallback`` and then to
/// the key itself.
public struct UserText: Sendable, Hashable {
    /// What text is: verbatim, a catalog key with what it is formatted with, or joined parts.
    enum Representation: Sendable, Hashable {
        case localized(Localized)
        case verbatim(String)
        case joined([UserText], separator: String)
    }

    /// A catalog key with what it is formatted with.
    struct Localized: Sendable, Hashable {
        let key: Key
        let arguments: [Argument]
        let count: Count?
        let fallback: String?
    }

    /// The text's representation, in storage that copies of the text share: a presentation copies
    /// its text often (into an element and its accessibility label), and a copy then costs one
    /// reference instead of one per string and array the text holds.
    private final class Storage: Sendable {
        let representation: Representation

        init(_ representation: Representation) {
            self.representation = representation
        }
    }

    private let storage: Storage

    /// What the text is.
    var representation: Representation { self.storage.representation }

    init(representation: Representation) {
        self.storage = Storage(representation)
    }

    /// Whether two texts are the same: the same storage, or equal representations.
    /// - Parameters:
    ///   - lhs: A text.
    ///   - rhs: Another text.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.representation == rhs.representation
    }

    /// Hashes the text's representation.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.representation)
    }

    /// Creates text that is shown exactly as given, in every language.
    /// - Parameter string: The text to show.
    public init(verbatim string: String) {
        self.init(representation: .verbatim(string))
    }

    /// Creates text that a ``Localizer`` looks up by key when it is rendered.
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - arguments: Values substituted for `{0}`, `{1}`, … in the template.
    ///   - count: The whole number that selects the plural form and is substituted for `{count}`.
    ///   - fallback: The text to show when no catalog has the key.
    /// - Returns: The localized text.
    public static func localized(
        _ key: Key,
        arguments: [Argument] = [],
        count: Int? = nil,
        fallback: String? = nil
    ) -> Self {
        Self(
            representation: .localized(
                Localized(key: key, arguments: arguments, count: count.map { Count($0) }, fallback: fallback)
            )
        )
    }

    /// Creates counted text whose count may have fraction digits: `1.5` selects the plural form its
    /// fraction digits call for ("1.5 minutes"; in French "1,5 minute") and is written with the
    /// localizer's decimal separator.
    /// - Parameters:
    ///   - key: The catalog key.
    ///   - arguments: Values substituted for `{0}`, `{1}`, … in the template.
    ///   - count: The count that selects the plural form and is substituted for `{count}`.
    ///   - fallback: The text to show when no catalog has the key.
    /// - Returns: The localized text.
    public static func localized(
        _ key: Key,
        arguments: [Argument] = [],
        count: Count,
        fallback: String? = nil
    ) -> Self {
        Self(representation: .localized(Localized(key: key, arguments: arguments, count: count, fallback: fallback)))
    }

    /// Creates text that joins several texts, each resolved in the same language.
    ///
    /// This is how a column of labels becomes one accessibility label: "Workouts, 100 items".
    /// - Parameters:
    ///   - parts: The texts to join, in reading order.
    ///   - separator: The string placed between two parts.
    /// - Returns: The joined text.
    public static func joined(_ parts: [UserText], separator: String = ", ") -> Self {
        Self(representation: .joined(parts, separator: separator))
    }

    /// The string of verbatim text, or `nil` for text that is looked up in a catalog.
    public var verbatim: String? {
        if case .verbatim(let string) = self.representation { return string }
        return nil
    }

    /// The catalog key of localized text, or `nil` for verbatim or joined text.
    public var key: Key? {
        if case .localized(let localized) = self.representation { return localized.key }
        return nil
    }

    /// The arguments of localized text, empty for verbatim or joined text.
    public var arguments: [Argument] {
        if case .localized(let localized) = self.representation { return localized.arguments }
        return []
    }

    /// The count of localized text, which selects its plural form and fills `{count}`; `nil` for
    /// text without a count, and for verbatim or joined text.
    public var pluralCount: Count? {
        if case .localized(let localized) = self.representation { return localized.count }
        return nil
    }

    /// The count of localized text when it is a whole number.
    @available(*, deprecated, message: "Use pluralCount: it keeps a decimal count (pluralCount?.integerValue).")
    public var count: Int? {
        self.pluralCount?.integerValue
    }

    /// The text shown when no catalog has the key of localized text.
    public var fallback: String? {
        if case .localized(let localized) = self.representation { return localized.fallback }
        return nil
    }

    /// The parts of joined text, or `nil` for verbatim or localized text.
    public var parts: [UserText]? {
        if case .joined(let parts, _) = self.representation { return parts }
        return nil
    }

    /// Whether the text is verbatim and shows nothing, only white space and invisible characters, so
    /// it must not be shown.
    ///
    /// Blank text is made only of Unicode scalars with the `White_Space` property (tab to carriage
    /// return, space, U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F and
    /// U+3000) or the `Default_Ignorable_Code_Point` property, which a font draws as nothing (U+00AD
    /// SOFT HYPHEN, U+200B ZERO WIDTH SPACE to U+200F, U+2060 WORD JOINER to U+206F, U+FEFF, U+3164
    /// and U+FFA0 HANGUL FILLER, variation selectors, tags, …). It is judged scalar by scalar, so a
    /// mark on a space (`" \u{301}"`) is not blank, and the JSON Schema states the same rule as a
    /// pattern. Joined text is blank when all its parts are (or it has none). Localized text is never
    /// considered blank here: a catalog decides its content.
    ///
    /// Every model that leaves out or refuses blank text asks this: an alert's title and message, a
    /// recovery's name, an error screen's texts and Retry title, a status message's action title, an
    /// icon's label, the accessibility audit's names; and ``ActionIdentifier/isBlank`` asks it of an
    /// identifier's string.
    public var isBlank: Bool {
        switch self.representation {
        case .verbatim(let string):
            // Text that starts with an ASCII byte other than white space is not blank, which is decided
            // without walking its scalars.
            if let first = string.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) {
                return false
            }
            return string.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
            }
        case .localized:
            return false
        case .joined(let parts, _):
            return parts.allSatisfy(\.isBlank)
        }
    }
}

extension UserText: ExpressibleByStringLiteral {
    /// Creates verbatim text from a string literal.
    /// - Parameter value: The text to show.
    public init(stringLiteral value: String) {
        self.init(verbatim: value)
    }
}

extension UserText: CustomStringConvertible {
    /// The text resolved in English, for debugging and logs.
    public var description: String {
        self.resolved(using: Catalog.english)
    }
}
