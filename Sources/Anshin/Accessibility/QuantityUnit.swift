/// A unit that a value is shown and spoken with, such as minutes, metres or an app's own laps.
///
/// A unit has a short form for display ("25 m") and a full form for speech ("25 metres"), both
/// plural-aware, which are catalog entries named after the unit: `unit.NAME.short` and
/// `unit.NAME.spoken`. So units are open, as presets are: the package ships the units below in every
/// built-in language, and an app adds its own by naming them and adding their two entries to its
/// catalog of each language.
///
/// ```swift
/// AccessibilityDescriptor.quantity(25, unit: .metre)   // shown "25 m", spoken "25 metres"
///
/// extension QuantityUnit {
///     static var lap: Self { Self(rawValue: "lap") }
/// }
/// var strings = Catalog(languageCode: "en")
/// strings["unit.lap.short"] = .plural(one: "{count} lap", other: "{count} laps")
/// strings["unit.lap.spoken"] = .plural(one: "{count} lap", other: "{count} laps")
/// ```
///
/// Values may have fraction digits (``UserText/Count``): `2.5 km` is written with the language's
/// decimal separator ("2,5 km" in German) and takes the plural form its digits call for
/// ("1.0 kilometres").
public struct QuantityUnit: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The unit's name, such as `minute` or `metre`, which names its catalog entries.
    public let rawValue: String

    /// A unit by name; its forms are the catalog entries `unit.NAME.short` and `unit.NAME.spoken`.
    /// - Parameter rawValue: The unit's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The unit's name.
    public var description: String { self.rawValue }

    /// The key of the unit's short form, `unit.NAME.short`: a template such as "{count} min".
    public var shortKey: UserText.Key { UserText.Key(rawValue: "unit." + self.rawValue + ".short") }

    /// The key of the unit's spoken form, `unit.NAME.spoken`: a template such as "{count} minutes".
    public var spokenKey: UserText.Key { UserText.Key(rawValue: "unit." + self.rawValue + ".spoken") }

    /// Seconds: "10 s", spoken "10 seconds".
    public static var second: Self { Self(rawValue: "second") }
    /// Minutes: "10 min", spoken "10 minutes".
    public static var minute: Self { Self(rawValue: "minute") }
    /// Hours: "10 h", spoken "10 hours".
    public static var hour: Self { Self(rawValue: "hour") }
    /// Days: "10 d", spoken "10 days".
    public static var day: Self { Self(rawValue: "day") }
    /// Items: "10 items", spoken the same.
    public static var item: Self { Self(rawValue: "item") }
    /// Metres: "25 m", spoken "25 metres".
    public static var metre: Self { Self(rawValue: "metre") }
    /// Kilometres: "2.5 km", spoken "2.5 kilometres".
    public static var kilometre: Self { Self(rawValue: "kilometre") }
    /// Kilograms: "60 kg", spoken "60 kilograms".
    public static var kilogram: Self { Self(rawValue: "kilogram") }
    /// Percent: "40%", spoken "40 percent".
    public static var percent: Self { Self(rawValue: "percent") }

    /// Every unit the package ships, with its forms in every built-in catalog (an app's own units are
    /// not listed).
    public static var allCases: [Self] {
        [.second, .minute, .hour, .day, .item, .metre, .kilometre, .kilogram, .percent]
    }

    /// The value with the unit as shown.
    /// - Parameter count: The value.
    /// - Returns: Localized text such as "10 min".
    public func shortText(_ count: Int) -> UserText {
        .localized(self.shortKey, count: count)
    }

    /// The value with the unit as shown, keeping its fraction digits.
    /// - Parameter count: The value, such as `2.5`.
    /// - Returns: Localized text such as "2.5 km" ("2,5 km" in German).
    public func shortText(_ count: UserText.Count) -> UserText {
        .localized(self.shortKey, count: count)
    }

    /// The value with the unit as spoken.
    /// - Parameter count: The value.
    /// - Returns: Localized text such as "10 minutes".
    public func spokenText(_ count: Int) -> UserText {
        .localized(self.spokenKey, count: count)
    }

    /// The value with the unit as spoken, keeping its fraction digits.
    /// - Parameter count: The value, such as `2.5`.
    /// - Returns: Localized text such as "2.5 kilometres".
    public func spokenText(_ count: UserText.Count) -> UserText {
        .localized(self.spokenKey, count: count)
    }
}

extension QuantityUnit: Codable, WireRepresentable {
    /// Decodes a unit from its name, a JSON string; any name is a unit.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the unit as its name.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.string(self.rawValue)
    }

    /// Encodes the unit as its name, as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }
}
