/// Writes the wire format's JSON straight into bytes, for the models that know their own members
/// (``WireWritable``): no `Encoder`, no buffered members, no sorting.
///
/// Its output is byte for byte what the wire format's `Codable` encoder writes: compact, or pretty
/// with two-space indentation, `"key": value` and empty containers as `{}` and `[]`; strings escaped
/// per RFC 8259 with `/` never escaped; doubles in their shortest round-trip form; and text kept as
/// keys or resolved with a localizer. The caller writes members in the order of the UTF-8 bytes of
/// their names, and ends a document with ``endDocument()`` (the pretty form's final newline).
package struct WireWriter: ~Copyable {
    /// The buffer: its bytes are `base[0..<count]`.
    private var base: UnsafeMutablePointer<UInt8>

    /// Whether the buffer is the writer's own memory, freed with it, rather than room it borrows: a
    /// writer that borrowed room and outgrew it owns its buffer.
    package private(set) var isOwned: Bool

    /// How many bytes the buffer holds.
    private var capacity: Int

    /// How many bytes are written: in a borrowed room, from its start.
    package private(set) var count = 0

    /// Whether to write the pretty form.
    package let pretty: Bool

    /// The localizer that resolves text, in place (see ``TextResolution/withLocalizer(_:)``), or `nil`
    /// to keep keys and arguments: the writer never outlives the call that hands it the pointer.
    package let localizer: UnsafePointer<any Localizer>?

    /// Whether a number that is not finite is written as `null` instead of being rejected.
    package let writesNonFiniteAsNull: Bool

    /// Whether a number that is not finite was met and rejected: the bytes are then not the value's
    /// JSON, and the caller falls back to the `Codable` path to report the error with its path.
    package private(set) var rejectedNonFiniteNumber = false

    /// How many containers are open.
    private var depth = 0

    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    /// Creates a writer with an empty buffer of its own.
    /// - Parameters:
    ///   - pretty: Whether to write the pretty form.
    ///   - localizer: The localizer that resolves text, valid while the writer writes, or `nil` to
    ///     keep keys and arguments.
    ///   - writesNonFiniteAsNull: Whether a number that is not finite is written as `null`.
    ///   - capacity: How many bytes the buffer holds before it grows.
    package init(
        pretty: Bool,
        localizer: UnsafePointer<any Localizer>?,
        writesNonFiniteAsNull: Bool = false,
        capacity: Int = 1_024
    ) {
        let capacity = max(capacity, 16)
        self.init(
            base: UnsafeMutablePointer<UInt8>.allocate(capacity: capacity),
            capacity: capacity,
            isOwned: true,
            pretty: pretty,
            localizer: localizer,
            writesNonFiniteAsNull: writesNonFiniteAsNull
        )
    }

    /// Creates a writer that writes into room it borrows, such as a byte array's spare capacity, and
    /// moves to a buffer of its own only if it outgrows the room (``isOwned``), or has none.
    /// - Parameters:
    ///   - room: Uninitialized memory that outlives the writer's writing.
    ///   - pretty: Whether to write the pretty form.
    ///   - localizer: The localizer that resolves text, valid while the writer writes, or `nil` to
    ///     keep keys and arguments.
    ///   - writesNonFiniteAsNull: Whether a number that is not finite is written as `null`.
    package init(
        borrowing room: UnsafeMutableBufferPointer<UInt8>,
        pretty: Bool,
        localizer: UnsafePointer<any Localizer>?,
        writesNonFiniteAsNull: Bool
    ) {
        guard let base = room.baseAddress, room.count >= 16 else {
            self.init(pretty: pretty, localizer: localizer, writesNonFiniteAsNull: writesNonFiniteAsNull)
            return
        }
        self.init(
            base: base,
            capacity: room.count,
            isOwned: false,
            pretty: pretty,
            localizer: localizer,
            writesNonFiniteAsNull: writesNonFiniteAsNull
        )
    }

    /// Creates a writer over a buffer, owned or borrowed.
    private init(
        base: UnsafeMutablePointer<UInt8>,
        capacity: Int,
        isOwned: Bool,
        pretty: Bool,
        localizer: UnsafePointer<any Localizer>?,
        writesNonFiniteAsNull: Bool
    ) {
        self.base = base
        self.capacity = capacity
        self.isOwned = isOwned
        self.pretty = pretty
        self.localizer = localizer
        self.writesNonFiniteAsNull = writesNonFiniteAsNull
    }

    deinit {
        if self.isOwned { self.base.deallocate() }
    }

    /// Ends a document: the pretty form's final newline; nothing in the compact form.
    package mutating func endDocument() {
        if self.pretty { self.append(UInt8(ascii: "\n")) }
    }

    /// Hands over the memory of a writer that outgrew its room: the caller copies the bytes and
    /// deallocates them; the writer no longer frees them.
    /// - Returns: The bytes written, at the start of memory the caller now owns.
    package mutating func takeOutgrownBytes() -> UnsafeMutableBufferPointer<UInt8> {
        precondition(self.isOwned, "the writer's bytes are in the room it borrows")
        self.isOwned = false
        return UnsafeMutableBufferPointer(start: self.base, count: self.count)
    }

    /// The bytes written so far, copied into an array.
    package var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: self.base, count: self.count))
    }

    // MARK: - Bytes

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if self.count + extra > self.capacity { self.grow(to: self.count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let capacity = max(2 * self.capacity, needed)
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        base.initialize(from: self.base, count: self.count)
        if self.isOwned { self.base.deallocate() }
        self.isOwned = true
        self.base = base
        self.capacity = capacity
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        self.reserve(1)
        self.base[self.count] = byte
        self.count += 1
    }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        self.reserve(bytes.count)
        (self.base + self.count).initialize(from: source, count: bytes.count)
        self.count += bytes.count
    }

    @inline(__always)
    private mutating func appendLiteral(_ literal: StaticString) {
        self.append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends a newline and two spaces a level of nesting.
    private mutating func appendNewline() {
        let spaces = 2 * self.depth
        self.reserve(spaces + 1)
        self.base[self.count] = UInt8(ascii: "\n")
        (self.base + self.count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        self.count += spaces + 1
    }

    /// Appends UTF-8 escaped as ``JSONOutput/appendString(_:to:)`` escapes it, without the quotes.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        JSONOutput.escape(utf8) { self.append($0) }
    }

    // MARK: - Containers

    /// Opens an object; pass the result to ``endObject(_:)``.
    /// - Returns: The enclosing container's state.
    @inline(__always)
    package mutating func beginObject() -> Bool {
        self.append(UInt8(ascii: "{"))
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
        self.append(UInt8(ascii: "["))
        return self.open()
    }

    /// Closes the array opened by ``beginArray()``.
    /// - Parameter enclosing: What ``beginArray()`` returned.
    @inline(__always)
    package mutating func endArray(_ enclosing: Bool) {
        self.close(UInt8(ascii: "]"), enclosing)
    }

    /// Writes an array of values that write themselves, such as an element's children.
    /// - Parameter elements: The values, in order.
    package mutating func array(_ elements: [some WireWritable]) {
        let enclosing = self.beginArray()
        for element in elements {
            self.element()
            element.write(to: &self)
        }
        self.endArray(enclosing)
    }

    @inline(__always)
    private mutating func open() -> Bool {
        let enclosing = self.isEmpty
        self.isEmpty = true
        self.depth += 1
        return enclosing
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8, _ enclosing: Bool) {
        self.depth -= 1
        if !self.isEmpty, self.pretty { self.appendNewline() }
        self.append(bracket)
        self.isEmpty = enclosing
    }

    /// Starts an array's next element: the comma and, when pretty, the indentation.
    @inline(__always)
    package mutating func element() {
        if !self.isEmpty { self.append(UInt8(ascii: ",")) }
        self.isEmpty = false
        if self.pretty { self.appendNewline() }
    }

    /// Starts an object's next member: the comma, the indentation when pretty, the quoted name and
    /// the colon.
    /// - Parameter name: The member's name: ASCII that needs no escaping.
    @inline(__always)
    package mutating func key(_ name: StaticString) {
        self.element()
        let count = name.utf8CodeUnitCount
        self.reserve(count + 4)
        let start = self.base + self.count
        start[0] = UInt8(ascii: "\"")
        (start + 1).initialize(from: name.utf8Start, count: count)
        start[count + 1] = UInt8(ascii: "\"")
        start[count + 2] = UInt8(ascii: ":")
        start[count + 3] = UInt8(ascii: " ")
        self.count += self.pretty ? count + 4 : count + 3
    }

    // MARK: - Values

    /// Writes `null`.
    package mutating func null() {
        self.appendLiteral("null")
    }

    /// Writes `true` or `false`.
    /// - Parameter value: The Boolean.
    package mutating func bool(_ value: Bool) {
        if value { self.appendLiteral("true") } else { self.appendLiteral("false") }
    }

    /// Writes a string literal, escaped.
    /// - Parameter string: The string.
    package mutating func string(_ string: String) {
        self.append(UInt8(ascii: "\""))
        let handled: Void? = string.utf8.withContiguousStorageIfAvailable { self.appendEscaped($0) }
        if handled == nil {
            var contiguous = string
            contiguous.withUTF8 { self.appendEscaped($0) }
        }
        self.append(UInt8(ascii: "\""))
    }

    /// Writes an integer.
    /// - Parameter value: The integer.
    package mutating func integer(_ value: Int64) {
        // The digits are counted first and written from the last straight into the buffer.
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits &+= 1
        }
        let length = value < 0 ? digits &+ 1 : digits
        self.reserve(length)
        let start = self.base + self.count
        if value < 0 { start[0] = UInt8(ascii: "-") }
        var index = length
        repeat {
            index &-= 1
            start[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
        self.count &+= length
    }

    /// Writes a number in its shortest round-trip form; one that is not finite is written as `null`
    /// when the writer is lenient, and otherwise rejected (see ``rejectedNonFiniteNumber``).
    /// - Parameter value: The number.
    package mutating func number(_ value: Double) {
        if value.isFinite {
            JSONOutput.withFiniteForm(of: value) { self.append($0) }
        } else if self.writesNonFiniteAsNull {
            self.null()
        } else {
            self.rejectedNonFiniteNumber = true
        }
    }

    /// Writes a value whose JSON this writer's compact form wrote before, such as a constant member
    /// written once and kept.
    /// - Parameter json: The value's compact JSON: one complete value, with no newline in it.
    package mutating func written(_ json: UnsafeBufferPointer<UInt8>) {
        precondition(!self.pretty, "kept JSON is compact; the pretty form depends on where it lands")
        self.append(json)
    }

    /// Writes a string literal that needs no escaping, such as a wire name.
    /// - Parameter string: The string: ASCII without quotes, backslashes or control characters.
    package mutating func literalString(_ string: StaticString) {
        self.append(UInt8(ascii: "\""))
        self.appendLiteral(string)
        self.append(UInt8(ascii: "\""))
    }

    /// Writes text: resolved into a string when the writer has a localizer, and otherwise as the
    /// wire format's text value.
    /// - Parameters:
    ///   - text: The text.
    ///   - verbatimAsObject: Whether verbatim text is written as `{"verbatim": …}` rather than as a
    ///     string, as a text argument is.
    package mutating func text(_ text: UserText, verbatimAsObject: Bool = false) {
        if let localizer = self.localizer {
            self.resolved(text, localizer.pointee)
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
        self.append(UInt8(ascii: "\""))
        text.resolveBytes(using: localizer) { self.appendEscaped($0) }
        self.append(UInt8(ascii: "\""))
    }
}
