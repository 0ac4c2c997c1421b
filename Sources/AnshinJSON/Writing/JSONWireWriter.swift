import Anshin

/// The JSON front end's ``WireWriter``: writes a value's wire form as JSON bytes, straight from its
/// ``WireRepresentable/write(to:)``, with no `Encoder` in between.
///
/// The output is the wire format's: compact, or pretty with two-space indentation, `"key": value`
/// and empty containers as `{}` and `[]`; strings escaped per RFC 8259 with `/` never escaped;
/// numbers in their shortest round-trip form; text kept as keys or resolved with a localizer; each
/// object's members sorted by the UTF-8 bytes of their names. Members are written as they come, so
/// an object whose members come in order (as every value of the package writes them) is written
/// once; one whose members come in another order is put in order when it ends.
struct JSONWireWriter: WireWriter {
    /// The bytes written, after whatever the buffer held before.
    var bytes: [UInt8] = []

    /// Whether to write the pretty form.
    let pretty: Bool

    /// The localizer that resolves text, or `nil` to keep keys and arguments.
    let localizer: (any Localizer)?

    let includesDeveloperNotes: Bool

    /// Whether a number that is not finite is written as `null` rather than rejected.
    var writesNonFiniteAsNull: Bool

    /// The first value that could not be written exactly (a number that is not finite, while such
    /// numbers are rejected), with its path: the bytes are then not the value's JSON.
    private(set) var error: WireFormatError?

    /// Whether the value being written is a member's, after its name.
    private var isAfterKey = false

    /// The open containers, the innermost last.
    private var containers: [Container] = []

    /// The members of the open objects, in the order they were written: each object's from its
    /// ``Container/firstMember``.
    private var members: [Member] = []

    /// An open object or array.
    fileprivate struct Container {
        /// Whether it is an object.
        var isObject: Bool
        /// How many members or elements it has so far.
        var count = 0
        /// Where its first member is in ``JSONWireWriter/members``.
        var firstMember: Int
        /// Whether its members came in the order of their names so far.
        var isInOrder = true
    }

    /// A member of an open object: where it starts in ``JSONWireWriter/bytes`` (at its separator)
    /// and where its name is, escaped, without the quotes.
    private struct Member {
        var start: Int
        var name: Range<Int>
    }

    /// Where a writing can be taken back to: see ``checkpoint()`` and ``restore(_:)``.
    struct Checkpoint {
        fileprivate var byteCount: Int
        fileprivate var memberCount: Int
        fileprivate var container: Container?
        fileprivate var error: WireFormatError?
    }

    /// Creates a writer with an empty buffer.
    /// - Parameters:
    ///   - pretty: Whether to write the pretty form.
    ///   - text: Whether text is kept as keys or resolved.
    ///   - includesDeveloperNotes: Whether developer notes are written.
    ///   - writesNonFiniteAsNull: Whether a number that is not finite is written as `null`.
    init(pretty: Bool, text: TextResolution, includesDeveloperNotes: Bool = false, writesNonFiniteAsNull: Bool = false)
    {
        self.pretty = pretty
        self.localizer = text.localizer
        self.includesDeveloperNotes = includesDeveloperNotes
        self.writesNonFiniteAsNull = writesNonFiniteAsNull
    }

    /// Ends a document: the pretty form's final newline.
    mutating func endDocument() {
        if self.pretty { self.bytes.append(UInt8(ascii: "\n")) }
    }

    /// Marks where the writer is, between two members of one object, so that what follows can be
    /// taken back.
    func checkpoint() -> Checkpoint {
        Checkpoint(
            byteCount: self.bytes.count,
            memberCount: self.members.count,
            container: self.containers.last,
            error: self.error
        )
    }

    /// Takes back everything written since a checkpoint taken in the same object.
    mutating func restore(_ checkpoint: Checkpoint) {
        self.bytes.removeSubrange(checkpoint.byteCount...)
        self.members.removeSubrange(checkpoint.memberCount...)
        if let container = checkpoint.container { self.containers[self.containers.count - 1] = container }
        self.error = checkpoint.error
        self.isAfterKey = false
    }

    // MARK: - Containers

    mutating func beginObject() {
        self.beginValue()
        self.bytes.append(UInt8(ascii: "{"))
        self.containers.append(Container(isObject: true, firstMember: self.members.count))
    }

    mutating func endObject() {
        guard let container = self.containers.last else { return }
        if !container.isInOrder { self.sortMembers(from: container.firstMember) }
        self.members.removeSubrange(container.firstMember...)
        self.end(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        self.beginValue()
        self.bytes.append(UInt8(ascii: "["))
        self.containers.append(Container(isObject: false, firstMember: self.members.count))
    }

    mutating func endArray() {
        self.end(UInt8(ascii: "]"))
    }

    /// Closes the innermost container: on a new line when pretty and not empty.
    private mutating func end(_ bracket: UInt8) {
        guard let container = self.containers.popLast() else { return }
        if container.count > 0 && self.pretty {
            JSONOutput.appendNewline(indentation: self.containers.count, to: &self.bytes)
        }
        self.bytes.append(bracket)
    }

    mutating func key(_ name: String) {
        let start = self.bytes.count
        self.startEntry()
        let nameStart = self.bytes.count + 1
        JSONOutput.appendString(name, to: &self.bytes)
        let member = Member(start: start, name: nameStart..<(self.bytes.count - 1))
        if let last = self.containers.indices.last, self.containers[last].isObject {
            if let previous = self.members.last, self.members.count > self.containers[last].firstMember,
                !self.bytes[previous.name].lexicographicallyPrecedes(self.bytes[member.name])
            {
                self.containers[last].isInOrder = false
            }
            // An escaped name does not sort as the name itself does.
            if name.utf8.contains(where: JSONOutput.needsEscaping) { self.containers[last].isInOrder = false }
            self.members.append(member)
        }
        self.bytes.append(UInt8(ascii: ":"))
        if self.pretty { self.bytes.append(UInt8(ascii: " ")) }
        self.isAfterKey = true
    }

    /// Starts a value: nothing after a member's name; in an array, its separator.
    private mutating func beginValue() {
        if self.isAfterKey {
            self.isAfterKey = false
        } else {
            self.startEntry()
        }
    }

    /// Starts an object's member or an array's element: the comma after the one before it and, when
    /// pretty, a new line.
    private mutating func startEntry() {
        guard let last = self.containers.indices.last else { return }
        if self.containers[last].count > 0 { self.bytes.append(UInt8(ascii: ",")) }
        self.containers[last].count += 1
        if self.pretty { JSONOutput.appendNewline(indentation: self.containers.count, to: &self.bytes) }
    }

    /// Puts the members of the innermost object in the order of their names' UTF-8 bytes: each
    /// member's bytes, from its separator to the next member's, are moved whole, and the separators
    /// are written again.
    private mutating func sortMembers(from first: Int) {
        let written = self.members[first...]
        guard let start = written.first?.start else { return }
        let end = self.bytes.count
        let ranges = written.indices.map { index in
            written[index].start..<(index + 1 < written.endIndex ? written[index + 1].start : end)
        }
        let order = written.indices.sorted { left, right in
            let leftName = self.bytes[written[left].name]
            let rightName = self.bytes[written[right].name]
            if leftName.elementsEqual(rightName) { return left < right }
            return leftName.lexicographicallyPrecedes(rightName)
        }
        var sorted: [UInt8] = []
        sorted.reserveCapacity(end - start)
        for (position, index) in order.enumerated() {
            var range = ranges[index - first]
            if self.bytes[range.lowerBound] == UInt8(ascii: ",") { range = range.dropFirst() }
            if position > 0 { sorted.append(UInt8(ascii: ",")) }
            sorted.append(contentsOf: self.bytes[range])
        }
        self.bytes.replaceSubrange(start..<end, with: sorted)
    }

    // MARK: - Values

    mutating func string(_ value: String) {
        self.beginValue()
        JSONOutput.appendString(value, to: &self.bytes)
    }

    mutating func integer(_ value: Int) {
        self.beginValue()
        JSONOutput.appendInteger(value, to: &self.bytes)
    }

    mutating func number(_ value: Double) {
        self.beginValue()
        if value.isFinite {
            JSONOutput.appendFinite(value, to: &self.bytes)
            return
        }
        if !self.writesNonFiniteAsNull {
            self.fail(
                WireFormatError(
                    .unencodableValue,
                    path: WirePath.string(self.codingPath),
                    message: "The number \(value) is not finite, and JSON has no infinity or NaN."
                )
            )
        }
        self.bytes.append(contentsOf: "null".utf8)
    }

    mutating func bool(_ value: Bool) {
        self.beginValue()
        self.bytes.append(contentsOf: value ? "true".utf8 : "false".utf8)
    }

    mutating func null() {
        self.beginValue()
        self.bytes.append(contentsOf: "null".utf8)
    }

    mutating func text(_ text: UserText) {
        guard let localizer = self.localizer else {
            text.writeUnresolved(to: &self)
            return
        }
        self.beginValue()
        self.bytes.append(UInt8(ascii: "\""))
        text.resolve(using: localizer) { (piece: Substring) in JSONOutput.appendEscaped(piece.utf8, to: &self.bytes) }
        self.bytes.append(UInt8(ascii: "\""))
    }

    mutating func encodable(_ value: some Encodable) {
        self.beginValue()
        let options = StreamingEncoder.Options(
            pretty: self.pretty,
            writesNonFiniteAsNull: self.writesNonFiniteAsNull,
            userInfo: [
                .textResolution: self.localizer.map { TextResolution.resolved(using: $0) } ?? .keys,
                .includesDeveloperNotes: self.includesDeveloperNotes,
            ]
        )
        let encoder = StreamingEncoder(options: options, codingPath: self.codingPath, baseDepth: self.containers.count)
        do {
            try encoder.encodeRoot(value)
            self.bytes.append(contentsOf: encoder.state.bytes)
        } catch {
            self.fail(WireFormatError(encoding: error))
            self.bytes.append(contentsOf: "null".utf8)
        }
    }

    // MARK: - Errors

    /// Keeps the first error.
    private mutating func fail(_ error: WireFormatError) {
        if self.error == nil { self.error = error }
    }

    /// The path of the value being written: each open object's last member and each open array's
    /// last element, outermost first.
    private var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        // Each open object's members run from its first to where the next open object's start.
        var end = self.members.count
        for container in self.containers.reversed() where container.count > 0 {
            if container.isObject {
                guard end > container.firstMember else { continue }
                path.append(WireKey(String(decoding: self.bytes[self.members[end - 1].name], as: UTF8.self)))
                end = container.firstMember
            } else {
                path.append(WireKey(index: container.count - 1))
            }
        }
        return path.reversed()
    }
}
