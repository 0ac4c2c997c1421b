/// Names the code a front end runs when a button is activated.
///
/// Models carry identifiers, not closures, so they stay `Sendable`, `Hashable` and `Codable` and can
/// cross a network: the app maps each identifier to its own code.
///
/// ```swift
/// let recovery = try Alert.Recovery("Delete", style: .destructive, action: "document.delete")
/// ```
public struct ActionIdentifier: Sendable, Hashable, Codable, WireRepresentable, RawRepresentable,
    ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier's string.
    public var rawValue: String

    /// Creates an identifier.
    /// - Parameter rawValue: The identifier's string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    /// - Parameter value: The identifier's string.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes an identifier from a JSON string.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the identifier as a JSON string.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.string(self.rawValue)
    }

    /// Encodes the value as its wire name, as ``write(to:)`` states it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        try self.encodeWireForm(to: encoder)
    }

    /// The identifier's string.
    public var description: String { self.rawValue }

    /// Whether the identifier names no code: it is empty, or only white space and invisible
    /// characters (`"  "`, `"\n"`, U+200B ZERO WIDTH SPACE), judged as ``UserText/isBlank`` judges
    /// verbatim text.
    ///
    /// No app maps such an identifier to its code, so a button that ran it would do nothing. This is
    /// the one rule for it: an ``Alert/Recovery`` refuses a blank action, and a status message's
    /// action (``StatusMessage/shownAction``) or an error screen's retry button
    /// (``ErrorScreen/shownRetry``) whose action is blank is not drawn.
    public var isBlank: Bool {
        UserText(verbatim: self.rawValue).isBlank
    }

    /// Closes an alert or action sheet without doing anything else: the action of the one cancel button
    /// an alert or action sheet adds itself, which an ``Alert/Recovery`` can never run.
    public static var cancel: Self { "cancel" }
    /// Acknowledges a confirmation alert.
    public static var dismiss: Self { "dismiss" }
    /// Tries the failed work again.
    public static var retry: Self { "retry" }
    /// Starts signing in again.
    public static var signIn: Self { "signIn" }
}
