/// Writes the wire format's JSON straight into bytes, for the models that know their own members
/// (``WireWritable``): no `Encoder`, no buffered members, no sorting.
///
/// Its output is byte for byte what the wire format's `Codable` encoder writes: compact, or pretty
/// with two-space indentation, `"key": value` and empty containers as `{}` and `[]`; strings escaped
/// per RFC 8259 with `/` never escaped; doubles in their shortest round-trip form; and text kept as
/// keys or resolved with a localizer. The caller writes members in the order of the UTF-8 bytes of
/// their names, and appends the pretty form's final newline itself.
package struct WireWriter {
    /// The bytes written so far.
    package var bytes: [UInt8]

    /// Whether to write the pretty form.
    package let pretty: Bool

    /// The localizer that resolves text, or `nil` to keep keys and arguments.
    package let localizer: (any Localizer)?

    /// Whether a number that is not finite is written as `null` instead of being rejected.
    package let writesNonFiniteAsNull: Bool

    /// Whether a number that is not finite was met and rejected: the bytes are then not the value's
    /// JSON, and the caller falls back to the `Codable` path to report the error with its path.
    package private(set) var rejectedNonFiniteNumber = false

    /// How many containers are open.
    private var depth = 0

    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    /// Creates a writer that appends to a buffer.
    /// - Parameters:
    ///   - bytes: The bytes to append to.
    ///   - pretty: Whether to write the pretty form.
    ///   - localizer: The localizer that resolves text, or `nil` to keep keys and arguments.
    ///   - writesNonFiniteAsNull: Whether a number that is not finite is written as `null`.
    package init(bytes: [UInt8], pretty: Bool, localizer: (any Localizer)?, writesNonFiniteAsNull: Bool = false) {
        self.bytes = bytes
        self.pretty = pretty
        self.localizer = localizer
        self.writesNonFiniteAsNull = writesNonFiniteAsNull
    }

    // MARK: - Containers

    /// Opens an object; pass the result to ``endObject(_:)``.
    /// - Returns: The enclosing container's state.
    @inline(__always)
    package mutating func beginObject() -> Bool {
        self.bytes.append(UInt8(ascii: "{"))
        return self.open()
    }

    /// Closes the object opened by ``beginObject()``.
    /// - Parameter enclosing: What ``beginObject()`` returned.
    @inline(__always)
    package mutating func endObject(_ enclosing: Bool) {
        self.close(UInt8(ascii: "}"), enclosing)
    }

    /// Opens an array; pass the result to ``endArray(_:)``.
    /// - Returns: The enclosing container's state.
    @inline(__always)
    package mutating func beginArray() -> Bool {
        self.bytes.append(UInt8(ascii: "["))
        return self.open()
    }

    /// Closes the array opened by ``beginArray()``.
    /// - Parameter enclosing: What ``beginArray()`` returned.
    @inline(__always)
    package mutating func endArray(_ enclosing: Bool) {
        self.close(UInt8(ascii: "]"), enclosing)
    }

    private mutating func open() -> Bool {
        let enclosing = self.isEmpty
        self.isEmpty = true
        self.depth += 1
        return enclosing
    }

    private mutating func close(_ bracket: UInt8, _ enclosing: Bool) {
        self.depth -= 1
        if !self.isEmpty, self.pretty {
            JSONOutput.appendNewline(indentation: self.depth, to: &self.bytes)
        }
        self.bytes.append(bracket)
        self.isEmpty = enclosing
    }

    /// Starts an array's next element: the comma and, when pretty, the indentation.
    package mutating func element() {
        if !self.isEmpty { self.bytes.append(UInt8(ascii: ",")) }
        self.isEmpty = false
        if self.pretty { JSONOutput.appendNewline(indentation: self.depth, to: &self.bytes) }
    }

    /// Starts an object's next member: the comma, the indentation when pretty, the quoted name and
    /// the colon.
    /// - Parameter name: The member's name: ASCII that needs no escaping.
    package mutating func key(_ name: StaticString) {
        self.element()
        self.bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { self.bytes.append(contentsOf: $0) }
        self.bytes.append(UInt8(ascii: "\""))
        self.bytes.append(UInt8(ascii: ":"))
        if self.pretty { self.bytes.append(UInt8(ascii: " ")) }
    }

    // MARK: - Values

    /// Writes `null`.
    package mutating func null() {
        JSONOutput.appendLiteral("null", to: &self.bytes)
    }

    /// Writes a string literal, escaped.
    /// - Parameter string: The string.
    package mutating func string(_ string: String) {
        JSONOutput.appendString(string, to: &self.bytes)
    }

    /// Writes an integer.
    /// - Parameter value: The integer.
    package mutating func integer(_ value: Int64) {
        JSONOutput.appendInteger(value, to: &self.bytes)
    }

    /// Writes a number in its shortest round-trip form; one that is not finite is written as `null`
    /// when the writer is lenient, and otherwise rejected (see ``rejectedNonFiniteNumber``).
    /// - Parameter value: The number.
    package mutating func number(_ value: Double) {
        if value.isFinite {
            JSONOutput.appendFinite(value, to: &self.bytes)
        } else if self.writesNonFiniteAsNull {
            self.null()
        } else {
            self.rejectedNonFiniteNumber = true
        }
    }

    /// Writes text: resolved into a string when the writer has a localizer, and otherwise as the
    /// wire format's text value.
    /// - Parameters:
    ///   - text: The text.
    ///   - verbatimAsObject: Whether verbatim text is written as `{"verbatim": …}` rather than as a
    ///     string, as a text argument is.
    package mutating func text(_ text: UserText, verbatimAsObject: Bool = false) {
        if let localizer = self.localizer {
            self.resolved(text, localizer)
            return
        }
        switch text.representation {
        case .verbatim(let string) where !verbatimAsObject:
            self.string(string)
        case .verbatim(let string):
            let enclosing = self.beginObject()
            self.key("verbatim")
            self.string(string)
            self.endObject(enclosing)
        case .localized(let localized):
            let enclosing = self.beginObject()
            if !localized.arguments.isEmpty {
                self.key("arguments")
                let arguments = self.beginArray()
                for argument in localized.arguments {
                    self.element()
                    switch argument {
                    case .string(let string): self.string(string)
                    case .integer(let number): self.integer(Int64(number))
                    case .text(let text): self.text(text, verbatimAsObject: true)
                    }
                }
                self.endArray(arguments)
            }
            if let count = localized.count {
                self.key("count")
                self.integer(Int64(count))
            }
            if let fallback = localized.fallback {
                self.key("fallback")
                self.string(fallback)
            }
            self.key("key")
            self.string(localized.key.rawValue)
            self.endObject(enclosing)
        case .joined(let parts, let separator):
            let enclosing = self.beginObject()
            self.key("joined")
            let array = self.beginArray()
            for part in parts {
                self.element()
                self.text(part)
            }
            self.endArray(array)
            self.key("separator")
            self.string(separator)
            self.endObject(enclosing)
        }
    }

    /// Writes text resolved with a localizer as one escaped string, without building the string.
    private mutating func resolved(_ text: UserText, _ localizer: some Localizer) {
        if case .verbatim(let string) = text.representation {
            self.string(string)
            return
        }
        self.bytes.append(UInt8(ascii: "\""))
        text.resolve(using: localizer) { piece in
            JSONOutput.appendEscaped(piece, to: &self.bytes)
        }
        self.bytes.append(UInt8(ascii: "\""))
    }
}
