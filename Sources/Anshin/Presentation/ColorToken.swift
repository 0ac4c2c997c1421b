/// A semantic colour: what a colour means, not which colour it is.
///
/// Front ends map each token to a palette (the HTML front end's stylesheet meets WCAG AA contrast in
/// light and dark mode). Colour is never the only signal: every kind that has a colour also has a
/// text or icon prefix and an announcement.
public struct ColorToken: Sendable, Hashable, Codable, WireRepresentable, RawRepresentable, CustomStringConvertible {
    /// The token's wire name.
    public var rawValue: String

    /// Creates a token from its wire name; names this version does not know are kept as they are.
    /// - Parameter rawValue: The wire name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decodes a token from a JSON string.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the token as a JSON string.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.string(self.rawValue)
    }

    /// Encodes the value as its wire name, as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }

    /// The token's wire name.
    public var description: String { self.rawValue }

    /// Ordinary content: the text colour of the surface.
    public static var neutral: Self { Self(rawValue: "neutral") }
    /// Something worked (green).
    public static var success: Self { Self(rawValue: "success") }
    /// Something needs attention (blue, as the seed's caution colour).
    public static var caution: Self { Self(rawValue: "caution") }
    /// Something failed (red).
    public static var error: Self { Self(rawValue: "error") }
    /// Developer-facing output (purple).
    public static var debug: Self { Self(rawValue: "debug") }
    /// A failure inside the app itself (orange).
    public static var internalError: Self { Self(rawValue: "internalError") }
    /// An action that cannot be undone (red).
    public static var destructive: Self { Self(rawValue: "destructive") }
    /// The app's tint, for the default action.
    public static var accent: Self { Self(rawValue: "accent") }

    /// Every token this version knows.
    public static var allKnown: [Self] {
        [.neutral, .success, .caution, .error, .debug, .internalError, .destructive, .accent]
    }
}
