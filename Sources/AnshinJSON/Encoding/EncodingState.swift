import Anshin

/// The mutable state of a ``StreamingEncoder``: its bytes, its open containers and the members
/// written into them, and its coding path.
///
/// It is one struct, so that each operation of the encoder — a member's name and value, opening or
/// closing a container — is one exclusive access to the encoder's state rather than many.
struct EncodingState {
    /// An open object or array.
    private struct Frame {
        var serial: Int32
        var isObject: Bool
        var start: Int
        var memberBase: Int
        var deferredBase: Int
        var hasDeferred: Bool
    }

    /// A member of an open container: where its bytes start and, for a nested container written
    /// through a deferred encoder, that encoder's index.
    private struct Member {
        var key: String
        var start: Int
        var deferred: Int
    }

    /// What a value being encoded replaced, to be restored when it ends.
    struct Slot {
        fileprivate var filled: Bool
        fileprivate var serial: Int32
        fileprivate var level: Int
    }

    /// Whether to write the pretty form (two-space indentation, `"key": value`).
    let pretty: Bool

    /// Whether a number that is not finite is written as `null` instead of being rejected.
    let writesNonFiniteAsNull: Bool

    /// How deep the encoder's first value is nested in the document, for indentation.
    let baseDepth: Int

    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// The path of the value being encoded.
    var codingPath: [any CodingKey]

    /// The first misuse of the `Encoder` protocol, thrown when encoding ends.
    var misuse: EncodingError?

    private var frames: [Frame] = []
    private var members: [Member] = []
    private var deferred: [StreamingEncoder] = []
    private var scratch: [UInt8] = []
    private var order: [Int] = []
    private var nextSerial: Int32 = 0

    /// Whether the value being encoded has been written, or has opened its container.
    private var slotFilled = false

    /// The serial of the container the value being encoded opened, or -1.
    private var slotSerial: Int32 = -1

    init(pretty: Bool, writesNonFiniteAsNull: Bool, baseDepth: Int, codingPath: [any CodingKey]) {
        self.pretty = pretty
        self.writesNonFiniteAsNull = writesNonFiniteAsNull
        self.baseDepth = baseDepth
        self.codingPath = codingPath
    }

    /// The nesting depth of the next container this encoder opens.
    var depth: Int { self.baseDepth + self.frames.count }

    /// Whether the value being encoded wrote anything.
    var isSlotFilled: Bool { self.slotFilled }

    // MARK: - Values

    /// Starts a value in the current position.
    mutating func enterValue() -> Slot {
        let slot = Slot(filled: self.slotFilled, serial: self.slotSerial, level: self.frames.count)
        self.slotFilled = false
        self.slotSerial = -1
        return slot
    }

    /// Ends a value: closes the container it opened, writes `{}` for a value that wrote nothing (as
    /// Foundation does), and restores the enclosing value's state.
    mutating func leaveValue(_ slot: Slot) throws {
        while self.frames.count > slot.level { try self.closeFrame() }
        if !self.slotFilled { self.bytes.append(contentsOf: "{}".utf8) }
        self.slotFilled = slot.filled
        self.slotSerial = slot.serial
    }

    /// Closes every open container.
    mutating func closeAll() throws {
        while !self.frames.isEmpty { try self.closeFrame() }
        if let misuse { throw misuse }
    }

    /// Claims the current position for a single value; a second value in one position is misuse.
    mutating func fillSlot() throws {
        guard !self.slotFilled else {
            throw self.misuseError("A single value container was asked to encode more than one value.")
        }
        self.slotFilled = true
    }

    mutating func appendNull() {
        self.bytes.append(contentsOf: "null".utf8)
    }

    mutating func appendBool(_ value: Bool) {
        if value {
            self.bytes.append(contentsOf: "true".utf8)
        } else {
            self.bytes.append(contentsOf: "false".utf8)
        }
    }

    mutating func appendString(_ value: String) {
        JSONOutput.appendString(value, to: &self.bytes)
    }

    mutating func appendInteger(_ value: some FixedWidthInteger) {
        JSONOutput.appendInteger(value, to: &self.bytes)
    }

    /// Appends a finite number, or `null` for one that is not finite when the encoder is lenient;
    /// returns `false`, writing nothing, for a number that is rejected.
    mutating func appendFloatingPoint(_ value: some BinaryFloatingPoint & CustomStringConvertible) -> Bool {
        if let double = value as? Double, double.isFinite {
            JSONOutput.appendFinite(double, to: &self.bytes)
        } else if value.isFinite {
            JSONOutput.appendDescription(of: value, to: &self.bytes)
        } else if self.writesNonFiniteAsNull {
            self.appendNull()
        } else {
            return false
        }
        return true
    }

    /// The error for a number that is not finite.
    static func nonFiniteError(
        _ value: some BinaryFloatingPoint & CustomStringConvertible,
        codingPath: [any CodingKey]
    ) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "The number \(value) is not finite, and JSON has no infinity or NaN."
            )
        )
    }

    // MARK: - Containers

    /// Opens the container of the value being encoded, or returns the one it already opened; a
    /// container of another kind, or one after a single value, is misuse (serial -1).
    mutating func openSlotFrame(isObject: Bool) -> Int32 {
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

    /// Writes the start of a member of the container with a serial: `,`, the indentation when
    /// pretty, and the quoted name and colon for an object member.
    mutating func beginMember(of serial: Int32, key: String?) throws {
        guard let top = self.frames.last, top.serial == serial else {
            if let misuse { throw misuse }
            throw self.misuseError("A container was written to after it was closed, or while a child was open.")
        }
        self.members.append(Member(key: key ?? "", start: self.bytes.count, deferred: -1))
        self.bytes.append(UInt8(ascii: ","))
        if self.pretty {
            JSONOutput.appendNewline(indentation: self.baseDepth + self.frames.count, to: &self.bytes)
        }
        if let key {
            JSONOutput.appendString(key, to: &self.bytes)
            self.bytes.append(UInt8(ascii: ":"))
            if self.pretty { self.bytes.append(UInt8(ascii: " ")) }
        }
    }

    /// Writes the start of a member and pushes its key on the coding path.
    mutating func beginMember(of serial: Int32, key: String?, pushing codingKey: some CodingKey) throws {
        try self.beginMember(of: serial, key: key)
        self.codingPath.append(codingKey)
    }

    /// Starts a member whose value a deferred encoder writes, and keeps that encoder to splice its
    /// bytes in when the container closes. Misuse is remembered, and the encoder's bytes dropped.
    mutating func beginDeferredMember(of serial: Int32, key: String?, encoder: StreamingEncoder) {
        do {
            try self.beginMember(of: serial, key: key)
        } catch {
            if self.misuse == nil, let error = error as? EncodingError { self.misuse = error }
            return
        }
        self.members[self.members.count - 1].deferred = self.deferred.count
        self.frames[self.frames.count - 1].hasDeferred = true
        self.deferred.append(encoder)
    }

    // MARK: - Closing

    private mutating func closeFrame() throws {
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
        if self.pretty {
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
    private mutating func rebuild(_ frame: Frame) throws {
        var order = self.order
        self.order = []
        defer { self.order = order }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: frame.memberBase..<self.members.count)
        if frame.isObject {
            let members = self.members
            order.sort { left, right in
                let leftKey = members[left].key
                let rightKey = members[right].key
                if leftKey == rightKey { return left < right }
                return Self.precedes(leftKey, rightKey)
            }
        }
        self.scratch.removeAll(keepingCapacity: true)
        for (position, index) in order.enumerated() {
            let member = self.members[index]
            if frame.isObject, position + 1 < order.count, self.members[order[position + 1]].key == member.key {
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
            Int?.none as Any,
            EncodingError.Context(codingPath: self.codingPath, debugDescription: description)
        )
    }

    private mutating func recordMisuse(_ description: String) {
        if self.misuse == nil { self.misuse = self.misuseError(description) }
    }
}
