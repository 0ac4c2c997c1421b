/// A CLDR plural category: the form of a counted phrase a language needs for a number.
///
/// English uses ``one`` and ``other`` ("1 item", "2 items"); Japanese uses only ``other``
/// ("1件", "2件").
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable {
    /// The form for zero in languages that have one (Arabic, Latvian, Welsh).
    case zero
    /// The singular form.
    case one
    /// The dual form.
    case two
    /// The paucal form (Slavic and Baltic languages, Arabic).
    case few
    /// The form for many (Slavic languages, Arabic, Welsh).
    case many
    /// The general form, which every language has.
    case other
}
