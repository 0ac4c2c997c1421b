/// Receives a value's wire form from ``WireRepresentable/write(to:)``, as a stream of JSON values:
/// the plug-in point for anything that writes the wire format.
///
/// An object is ``beginObject()``, then for each member its name (``key(_:)``) and one value, then
/// ``endObject()``; an array is ``beginArray()``, its values, ``endArray()``. The `member` helpers
/// write a name and a value in one call, and leave out a member whose optional value is `nil`.
///
/// Two writers ship: the one behind every ``WireRepresentable`` value's `encode(to:)`, which hands
/// the values to an `Encoder`, and the JSON front end's, which writes bytes.
public protocol WireWriter {
    /// Whether members meant for developers rather than users (``ErrorScreen/developerNote``) are
    /// written.
    var includesDeveloperNotes: Bool { get }

    /// Starts an object: its members follow, each a ``key(_:)`` and one value.
    mutating func beginObject()

    /// Ends the object started last.
    mutating func endObject()

    /// Starts an array: its values follow.
    mutating func beginArray()

    /// Ends the array started last.
    mutating func endArray()

    /// Names the next member of the current object; its value follows.
    /// - Parameter name: The member's name.
    mutating func key(_ name: String)

    /// Writes a string.
    /// - Parameter value: The string.
    mutating func string(_ value: String)

    /// Writes a whole number.
    /// - Parameter value: The number.
    mutating func integer(_ value: Int)

    /// Writes a number. One that is not finite has no JSON form: a writer rejects it or writes
    /// `null`, as it documents.
    /// - Parameter value: The number.
    mutating func number(_ value: Double)

    /// Writes `true` or `false`.
    /// - Parameter value: The Boolean.
    mutating func bool(_ value: Bool)

    /// Writes `null`.
    mutating func null()

    /// Writes user-visible text: resolved into a string when the writer resolves text, and otherwise
    /// in its unresolved wire form (``UserText/writeUnresolved(to:)``).
    /// - Parameter text: The text.
    mutating func text(_ text: UserText)

    /// Writes a value that has only an `Encodable` form, through that form.
    /// - Parameter value: The value.
    mutating func encodable(_ value: some Encodable)
}

extension WireWriter {
    /// Writes a member: its name, then its value.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The member's value.
    public mutating func member(_ name: String, _ value: some WireRepresentable) {
        self.key(name)
        value.write(to: &self)
    }

    /// Writes a member when it has a value, and nothing when it has none.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The member's value, or `nil` to leave the member out.
    public mutating func member(_ name: String, ifPresent value: (some WireRepresentable)?) {
        guard let value else { return }
        self.key(name)
        value.write(to: &self)
    }

    /// Writes a member whose value is `null`.
    /// - Parameter name: The member's name.
    public mutating func nullMember(_ name: String) {
        self.key(name)
        self.null()
    }
}

// The members of the kinds most values hold, written without going through a generic value: the
// models call these on every render.
extension WireWriter {
    /// Writes a string member.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The string.
    public mutating func member(_ name: String, _ value: String) {
        self.key(name)
        self.string(value)
    }

    /// Writes a whole-number member.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The number.
    public mutating func member(_ name: String, _ value: Int) {
        self.key(name)
        self.integer(value)
    }

    /// Writes a number member.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The number.
    public mutating func member(_ name: String, _ value: Double) {
        self.key(name)
        self.number(value)
    }

    /// Writes a Boolean member.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The Boolean.
    public mutating func member(_ name: String, _ value: Bool) {
        self.key(name)
        self.bool(value)
    }

    /// Writes a text member (see ``text(_:)``).
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The text.
    public mutating func member(_ name: String, _ value: UserText) {
        self.key(name)
        self.text(value)
    }

    /// Writes a string member when there is a string.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The string, or `nil` to leave the member out.
    public mutating func member(_ name: String, ifPresent value: String?) {
        if let value { self.member(name, value) }
    }

    /// Writes a whole-number member when there is a number.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The number, or `nil` to leave the member out.
    public mutating func member(_ name: String, ifPresent value: Int?) {
        if let value { self.member(name, value) }
    }

    /// Writes a number member when there is a number.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The number, or `nil` to leave the member out.
    public mutating func member(_ name: String, ifPresent value: Double?) {
        if let value { self.member(name, value) }
    }

    /// Writes a text member when there is text.
    /// - Parameters:
    ///   - name: The member's name.
    ///   - value: The text, or `nil` to leave the member out.
    public mutating func member(_ name: String, ifPresent value: UserText?) {
        if let value { self.member(name, value) }
    }
}
