import Anshin

/// The JSON front end's ``WireWriter``: writes a value's wire form as JSON bytes, straight from its
/// `WireRepresentable.write(to:)`, with no `Encoder` in between.
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

    /// Whether ``localizer`` is set: tested for every text, where testing the optional existential
    /// itself would copy it.
    private let resolvesText: Bool

    let includesDeveloperNotes: Bool

    /// Whether a number that is not finite is written as `null` rather than rejected.
    var writesNonFiniteAsNull: Bool

    /// Whether a container nested deeper than a reader takes (``WireDocument/maximumNestingDepth``)
    /// is an error: the strict documents' rule, so that what they write is what the reader reads.
    var refusesNestingBeyondReaderLimit = false

    /// The first value that could not be written exactly (a number that is not finite, while such
    /// numbers are rejected), with its path: the bytes are then not the value's JSON.
    private(set) var error: WireFormatError?

    /// Whether the value being written is a member's, after its name.
    private var isAfterKey = false

    /// The innermost open container, or `nil` at the top level.
    private var current: Container?

    /// The container that encloses ``current``, if any: kept beside it, so that a document nested
    /// no deeper than two containers (an object whose members are objects or arrays of values) keeps
    /// no array of containers, which would be allocated and freed on every document.
    private var parent: Container?

    /// The containers that enclose ``parent``, the outermost first.
    private var outer: [Container] = []

    /// An open object or array.
    fileprivate struct Container {
        /// Whether it is an object.
        var isObject: Bool
        /// Where its opening bracket is in ``JSONWireWriter/bytes``.
        var start: Int
        /// How many members or elements it has so far.
        var count = 0
        /// Where the name of the object's last member is, escaped and without its quotes: for
        /// comparing with the next name, and for naming the path of a value that cannot be written.
        var lastKey: Range<Int>?
        /// Whether its members came in the order of their names so far.
        var isInOrder = true
    }

    /// Where a writing can be taken back to: see ``checkpoint()`` and ``restore(_:)``.
    struct Checkpoint {
        fileprivate var byteCount: Int
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
        self.resolvesText = text.localizer != nil
        self.includesDeveloperNotes = includesDeveloperNotes
        self.writesNonFiniteAsNull = writesNonFiniteAsNull
    }

    /// How deeply a line inside the innermost container is indented, in levels.
    private var depth: Int {
        if self.current == nil { return 0 }
        return self.parent == nil ? 1 : self.outer.count + 2
    }

    /// Ends a document: the pretty form's final newline.
    mutating func endDocument() {
        if self.pretty { self.bytes.append(UInt8(ascii: "\n")) }
    }

    /// Marks where the writer is, between two members of one object, so that what follows can be
    /// taken back.
    func checkpoint() -> Checkpoint {
        Checkpoint(byteCount: self.bytes.count, container: self.current, error: self.error)
    }

    /// Takes back everything written since a checkpoint taken in the same object.
    mutating func restore(_ checkpoint: Checkpoint) {
        self.bytes.removeSubrange(checkpoint.byteCount...)
        self.current = checkpoint.container
        self.error = checkpoint.error
        self.isAfterKey = false
    }

    // MARK: - Containers

    mutating func beginObject() {
        self.open(isObject: true, bracket: UInt8(ascii: "{"))
    }

    mutating func endObject() {
        if let container = self.current, !container.isInOrder { self.sortMembers(of: container) }
        self.close(bracket: UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        self.open(isObject: false, bracket: UInt8(ascii: "["))
    }

    mutating func endArray() {
        self.close(bracket: UInt8(ascii: "]"))
    }

    private mutating func open(isObject: Bool, bracket: UInt8) {
        self.beginValue()
        if self.refusesNestingBeyondReaderLimit && self.error == nil && self.depth >= WireDocument.maximumNestingDepth {
            let limit = WireDocument.maximumNestingDepth
            self.fail(
                WireFormatError(
                    .unencodableValue,
                    path: WirePath.string(self.codingPath),
                    message: "The value nests deeper than \(limit) levels, the most a wire document's reader takes."
                )
            )
        }
        if let current = self.current {
            if let parent = self.parent { self.outer.append(parent) }
            self.parent = current
        }
        self.current = Container(isObject: isObject, start: self.bytes.count)
        self.bytes.append(bracket)
    }

    /// Closes the innermost container: on a new line when pretty and not empty.
    private mutating func close(bracket: UInt8) {
        guard let container = self.current else { return }
        self.current = self.parent
        self.parent = self.outer.popLast()
        if container.count > 0 && self.pretty { JSONOutput.appendNewline(indentation: self.depth, to: &self.bytes) }
        self.bytes.append(bracket)
    }

    mutating func key(_ name: String) {
        self.startEntry()
        let nameStart = self.bytes.count + 1
        JSONOutput.appendString(name, to: &self.bytes)
        let key = nameStart..<(self.bytes.count - 1)
        if self.current?.isObject == true {
            if let previous = self.current?.lastKey, !Self.precedes(previous, key, in: self.bytes) {
                self.current?.isInOrder = false
            }
            // An escaped name (longer than the name) does not sort as the name itself does.
            if key.count != name.utf8.count { self.current?.isInOrder = false }
            self.current?.lastKey = key
        }
        self.bytes.append(UInt8(ascii: ":"))
        if self.pretty { self.bytes.append(UInt8(ascii: " ")) }
        self.isAfterKey = true
    }

    /// Whether the bytes in one range sort strictly before those in another.
    private static func precedes(_ left: Range<Int>, _ right: Range<Int>, in bytes: [UInt8]) -> Bool {
        var leftIndex = left.lowerBound
        var rightIndex = right.lowerBound
        while leftIndex < left.upperBound && rightIndex < right.upperBound {
            if bytes[leftIndex] != bytes[rightIndex] { return bytes[leftIndex] < bytes[rightIndex] }
            leftIndex += 1
            rightIndex += 1
        }
        return left.count < right.count
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
        guard let count = self.current?.count else { return }
        if count > 0 { self.bytes.append(UInt8(ascii: ",")) }
        self.current?.count = count + 1
        if self.pretty { JSONOutput.appendNewline(indentation: self.depth, to: &self.bytes) }
    }

    /// Puts the members of an object that has just been written in the order of their names' UTF-8
    /// bytes: each member's bytes, from its separator to the next member's, are moved whole, and the
    /// separators are written again.
    private mutating func sortMembers(of object: Container) {
        let members = JSONMembers.ranges(inObjectAt: object.start, in: self.bytes)
        guard let first = members.first, let last = members.last else { return }
        // Names sort by their own bytes, not by their escaped form (`a"` before `a#`).
        let names = members.map { JSONMembers.unescaped(self.bytes[$0.name]) }
        let sorted = members.enumerated().sorted { left, right in
            let leftName = names[left.offset]
            let rightName = names[right.offset]
            if leftName == rightName { return left.offset < right.offset }
            return leftName.lexicographicallyPrecedes(rightName)
        }
        // A name written twice: the reader refuses a document with a duplicate member.
        for (left, right) in zip(sorted, sorted.dropFirst()) where names[left.offset] == names[right.offset] {
            let name = String(decoding: names[right.offset], as: UTF8.self)
            var path = self.codingPath
            if !path.isEmpty { path.removeLast() }
            path.append(WireKey(name))
            self.fail(
                WireFormatError(
                    .unencodableValue,
                    path: WirePath.string(path),
                    message: "The member \"\(name)\" is written twice, and a reader refuses a duplicate member."
                )
            )
            break
        }
        var rewritten: [UInt8] = []
        rewritten.reserveCapacity(last.whole.upperBound - first.whole.lowerBound)
        for (position, member) in sorted.enumerated() {
            if position > 0 { rewritten.append(UInt8(ascii: ",")) }
            rewritten.append(contentsOf: self.bytes[member.element.whole])
        }
        self.bytes.replaceSubrange(first.whole.lowerBound..<last.whole.upperBound, with: rewritten)
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
        guard self.resolvesText, let localizer = self.localizer else {
            text.writeUnresolved(to: &self)
            return
        }
        self.beginValue()
        self.bytes.append(UInt8(ascii: "\""))
        // The text is resolved into the buffer whole, then escaped where it landed.
        let start = self.bytes.count
        text.resolve(using: localizer, into: &self.bytes)
        JSONOutput.escapeAppended(from: start, in: &self.bytes)
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
        let encoder = StreamingEncoder(options: options, codingPath: self.codingPath, baseDepth: self.depth)
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
        for container in self.outer + [self.parent, self.current].compactMap({ $0 }) where container.count > 0 {
            if container.isObject {
                if let key = container.lastKey {
                    path.append(WireKey(String(decoding: self.bytes[key], as: UTF8.self)))
                }
            } else {
                path.append(WireKey(index: container.count - 1))
            }
        }
        return path
    }
}
