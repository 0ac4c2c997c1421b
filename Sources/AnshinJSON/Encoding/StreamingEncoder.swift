/// An `Encoder` that writes JSON straight into one byte buffer, with object members sorted by the
/// UTF-8 bytes of their names.
///
/// Values are written as they are encoded. Each member of an object or array is written with a
/// leading `,`; when the container closes, the first `,` becomes the opening bracket, and only an
/// object whose members arrived out of order is rearranged, in place through one reused scratch
/// buffer. So encoding allocates per document, not per value (apart from the container boxes the
/// `Encoder` protocol itself requires).
///
/// A container requested with `nestedContainer` or `superEncoder` can be written to in any order
/// with its parent, so it gets a deferred encoder with its own buffer, spliced into place when the
/// parent closes. Misuse that the `Encoder` protocol cannot report at once (a second container of
/// another kind for one value) is remembered and thrown when encoding ends — never a crash.
final class StreamingEncoder: Encoder {
    /// What a document is written with; shared by an encoder and its deferred encoders.
    struct Options {
        /// Whether to write the pretty form (two-space indentation, `"key": value`).
        var pretty: Bool
        /// Whether a number that is not finite is written as `null` instead of being rejected.
        var writesNonFiniteAsNull: Bool
        /// The user info the values see, such as the text resolution.
        var userInfo: [CodingUserInfoKey: Any]
    }

    /// An open object or array.
    private struct Frame {
        var serial: Int
        var isObject: Bool
        var start: Int
        var memberBase: Int
        var deferredBase: Int
        var hasDeferred: Bool
    }

    /// A member of an open container: where its bytes start and, for a nested container, its
    /// deferred encoder.
    private struct Member {
        var key: String
        var start: Int
        var deferred: Int
    }

    let options: Options

    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// The path of the value being encoded.
    var codingPath: [any CodingKey]

    /// The user info of the options.
    var userInfo: [CodingUserInfoKey: Any] { self.options.userInfo }

    /// How deep this encoder's first value is nested in the document, for indentation.
    private let baseDepth: Int

    private var frames: [Frame] = []
    private var members: [Member] = []
    private var deferred: [StreamingEncoder] = []
    private var scratch: [UInt8] = []
    private var order: [Int] = []
    private var nextSerial = 0
    private var misuse: EncodingError?

    /// Whether the value being encoded has been written (or has opened its container).
    private var slotFilled = false
    /// The serial of the container the value being encoded opened, or -1.
    private var slotSerial = -1

    /// Creates an encoder for a document or for a deferred part of one.
    init(options: Options, codingPath: [any CodingKey] = [], baseDepth: Int = 0) {
        self.options = options
        self.codingPath = codingPath
        self.baseDepth = baseDepth
    }

    // MARK: - Values

    /// Encodes a document's root value; the root must write something.
    func encodeRoot<T: Encodable>(_ value: T) throws {
        try value.encode(to: self)
        while !self.frames.isEmpty { try self.closeFrame() }
        if let misuse { throw misuse }
        guard self.slotFilled else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "Top-level \(T.self) did not encode any values."
                )
            )
        }
    }

    /// Encodes a value in the current position: a member's value, an array element, or the content
    /// of a single-value container. A value that writes nothing becomes `{}`, as in Foundation.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if T.self == String.self {
            JSONOutput.appendString(unsafeBitCast(value, to: String.self), to: &self.bytes)
            return
        }
        if T.self == Int.self {
            JSONOutput.appendInteger(unsafeBitCast(value, to: Int.self), to: &self.bytes)
            return
        }
        if T.self == Bool.self {
            self.appendBool(unsafeBitCast(value, to: Bool.self))
            return
        }
        if T.self == Double.self {
            try self.appendFloatingPoint(unsafeBitCast(value, to: Double.self), codingPath: self.codingPath)
            return
        }
        let savedFilled = self.slotFilled
        let savedSerial = self.slotSerial
        let level = self.frames.count
        self.slotFilled = false
        self.slotSerial = -1
        try value.encode(to: self)
        while self.frames.count > level { try self.closeFrame() }
        if !self.slotFilled { JSONOutput.appendLiteral("{}", to: &self.bytes) }
        self.slotFilled = savedFilled
        self.slotSerial = savedSerial
    }

    /// Ends a deferred encoder's value and returns its bytes.
    func finish() throws -> [UInt8] {
        while !self.frames.isEmpty { try self.closeFrame() }
        if let misuse { throw misuse }
        if !self.slotFilled { JSONOutput.appendLiteral("{}", to: &self.bytes) }
        return self.bytes
    }

    /// Claims the current position for a single value; a second value in one position is misuse.
    func fillSlot() throws {
        guard !self.slotFilled else {
            throw self.misuseError("A single value container was asked to encode more than one value.")
        }
        self.slotFilled = true
    }

    func appendNull() {
        JSONOutput.appendLiteral("null", to: &self.bytes)
    }

    func appendBool(_ value: Bool) {
        if value {
            JSONOutput.appendLiteral("true", to: &self.bytes)
        } else {
            JSONOutput.appendLiteral("false", to: &self.bytes)
        }
    }

    func appendString(_ value: String) {
        JSONOutput.appendString(value, to: &self.bytes)
    }

    func appendInteger(_ value: some FixedWidthInteger) {
        JSONOutput.appendInteger(value, to: &self.bytes)
    }

    /// Appends a finite number; rejects one that is not finite, or writes `null` for it when the
    /// options say so.
    func appendFloatingPoint(
        _ value: some BinaryFloatingPoint & CustomStringConvertible,
        codingPath: @autoclosure () -> [any CodingKey]
    ) throws {
        if value.isFinite {
            JSONOutput.appendFinite(value, to: &self.bytes)
        } else if self.options.writesNonFiniteAsNull {
            self.appendNull()
        } else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: codingPath(),
                    debugDescription: "The number \(value) is not finite, and JSON has no infinity or NaN."
                )
            )
        }
    }

    // MARK: - Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(
            StreamingKeyedContainer(
                encoder: self,
                serial: self.openSlotFrame(isObject: true),
                pathCount: self.codingPath.count
            )
        )
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamingUnkeyedContainer(
            encoder: self,
            serial: self.openSlotFrame(isObject: false),
            pathCount: self.codingPath.count
        )
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        StreamingSingleValueContainer(encoder: self, pathCount: self.codingPath.count)
    }

    /// Opens the container of the value being encoded, or returns the one it already opened; a
    /// container of another kind, or one after a single value, is misuse (serial -1).
    private func openSlotFrame(isObject: Bool) -> Int {
        if self.slotFilled {
            if let top = self.frames.last, top.serial == self.slotSerial, top.isObject == isObject {
                return top.serial
            }
            self.recordMisuse(
                "A value asked for \(isObject ? "a keyed" : "an unkeyed") container after it had already encoded something else."
            )
            return -1
        }
        self.nextSerial += 1
        self.frames.append(
            Frame(
                serial: self.nextSerial,
                isObject: isObject,
                start: self.bytes.count,
                memberBase: self.members.count,
                deferredBase: self.deferred.count,
                hasDeferred: false
            )
        )
        self.slotFilled = true
        self.slotSerial = self.nextSerial
        return self.nextSerial
    }

    // MARK: - Members

    /// Writes the start of a member of the container with a serial: `,`, the indentation when
    /// pretty, and the quoted name and colon for an object member.
    func beginMember(of serial: Int, key: String?) throws {
        guard let top = self.frames.last, top.serial == serial else {
            if let misuse { throw misuse }
            throw self.misuseError("A container was written to after it was closed, or while a child was open.")
        }
        self.members.append(Member(key: key ?? "", start: self.bytes.count, deferred: -1))
        self.bytes.append(UInt8(ascii: ","))
        if self.options.pretty {
            JSONOutput.appendNewline(indentation: self.baseDepth + self.frames.count, to: &self.bytes)
        }
        if let key {
            JSONOutput.appendString(key, to: &self.bytes)
            self.bytes.append(UInt8(ascii: ":"))
            if self.options.pretty { self.bytes.append(UInt8(ascii: " ")) }
        }
    }

    /// Starts a member whose value is written by a deferred encoder, and returns that encoder.
    func beginDeferredMember(of serial: Int, key: String?, codingPath: [any CodingKey]) -> StreamingEncoder {
        let depth = self.baseDepth + self.frames.count
        let encoder = StreamingEncoder(options: self.options, codingPath: codingPath, baseDepth: depth)
        do {
            try self.beginMember(of: serial, key: key)
        } catch {
            // Misuse is remembered by `beginMember`; the detached encoder's output is dropped.
            if self.misuse == nil, let error = error as? EncodingError { self.misuse = error }
            return encoder
        }
        self.members[self.members.count - 1].deferred = self.deferred.count
        self.frames[self.frames.count - 1].hasDeferred = true
        self.deferred.append(encoder)
        return encoder
    }

    // MARK: - Closing

    private func closeFrame() throws {
        let frame = self.frames.removeLast()
        let (open, close) =
            frame.isObject ? (UInt8(ascii: "{"), UInt8(ascii: "}")) : (UInt8(ascii: "["), UInt8(ascii: "]"))
        guard self.members.count > frame.memberBase else {
            self.bytes.append(open)
            self.bytes.append(close)
            return
        }
        if frame.hasDeferred || (frame.isObject && !self.membersAreAscending(from: frame.memberBase)) {
            try self.rebuild(frame)
        }
        self.bytes[frame.start] = open
        if self.options.pretty {
            JSONOutput.appendNewline(indentation: self.baseDepth + self.frames.count, to: &self.bytes)
        }
        self.bytes.append(close)
        self.members.removeSubrange(frame.memberBase...)
        self.deferred.removeSubrange(frame.deferredBase...)
    }

    private func membersAreAscending(from base: Int) -> Bool {
        var index = base + 1
        while index < self.members.count {
            guard Self.precedes(self.members[index - 1].key, self.members[index].key) else { return false }
            index += 1
        }
        return true
    }

    /// Rewrites a container's members: an object's sorted by name (the last of equal names wins, as
    /// in Foundation), and deferred values spliced in.
    private func rebuild(_ frame: Frame) throws {
        self.order.removeAll(keepingCapacity: true)
        self.order.append(contentsOf: frame.memberBase..<self.members.count)
        if frame.isObject {
            self.order.sort { left, right in
                let leftKey = self.members[left].key
                let rightKey = self.members[right].key
                if leftKey == rightKey { return left < right }
                return Self.precedes(leftKey, rightKey)
            }
        }
        self.scratch.removeAll(keepingCapacity: true)
        for (position, index) in self.order.enumerated() {
            let member = self.members[index]
            if frame.isObject, position + 1 < self.order.count, self.members[self.order[position + 1]].key == member.key
            {
                continue
            }
            let end = index + 1 < self.members.count ? self.members[index + 1].start : self.bytes.count
            self.scratch.append(contentsOf: self.bytes[member.start..<end])
            if member.deferred >= 0 {
                self.scratch.append(contentsOf: try self.deferred[member.deferred].finish())
            }
        }
        self.bytes.removeSubrange(frame.start...)
        self.bytes.append(contentsOf: self.scratch)
    }

    /// Whether one member name sorts before another: by their UTF-8 bytes.
    private static func precedes(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    // MARK: - Misuse

    private func misuseError(_ description: String) -> EncodingError {
        EncodingError.invalidValue(
            Optional<Int>.none as Any,
            EncodingError.Context(codingPath: self.codingPath, debugDescription: description)
        )
    }

    private func recordMisuse(_ description: String) {
        if self.misuse == nil { self.misuse = self.misuseError(description) }
    }
}
