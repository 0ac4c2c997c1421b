/// The writer behind every ``WireRepresentable`` value's `encode(to:)`: hands each value it is given
/// to an `Encoder`'s containers, so any encoder (Foundation's `JSONEncoder`, a property list encoder,
/// the JSON front end's own) writes the form the value states.
///
/// Text is resolved when the encoder's `userInfo` carries a resolving ``TextResolution``. The first
/// error a container throws is kept, later values are skipped, and ``finish()`` throws it.
struct EncoderWireWriter: WireWriter {
    /// An open container: an object's or an array's.
    private enum Container {
        case object(KeyedEncodingContainer<AnyCodingKey>)
        case array(any UnkeyedEncodingContainer)
    }

    private let encoder: any Encoder

    /// The open containers, the innermost last.
    private var containers: [Container] = []

    /// The name of the member whose value comes next.
    private var pendingKey: AnyCodingKey?

    /// The first error met.
    private var error: (any Error)?

    /// The localizer that resolves text, or `nil` to write text unresolved.
    private let localizer: (any Localizer)?

    let includesDeveloperNotes: Bool

    /// Creates a writer for an encoder.
    /// - Parameter encoder: The encoder.
    init(encoder: any Encoder) {
        self.encoder = encoder
        self.localizer = (encoder.userInfo[.textResolution] as? TextResolution)?.localizer
        self.includesDeveloperNotes = encoder.userInfo[.includesDeveloperNotes] as? Bool == true
    }

    /// Throws the first error met while writing.
    func finish() throws {
        if let error { throw error }
    }

    mutating func beginObject() {
        guard self.error == nil else { return }
        let object: KeyedEncodingContainer<AnyCodingKey>
        switch self.containers.last {
        case nil:
            object = self.encoder.container(keyedBy: AnyCodingKey.self)
        case .object(var container):
            guard let key = self.takeKey() else { return }
            object = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
            self.containers[self.containers.count - 1] = .object(container)
        case .array(var container):
            object = container.nestedContainer(keyedBy: AnyCodingKey.self)
            self.containers[self.containers.count - 1] = .array(container)
        }
        self.containers.append(.object(object))
    }

    mutating func endObject() {
        guard self.error == nil else { return }
        self.containers.removeLast()
    }

    mutating func beginArray() {
        guard self.error == nil else { return }
        let array: any UnkeyedEncodingContainer
        switch self.containers.last {
        case nil:
            array = self.encoder.unkeyedContainer()
        case .object(var container):
            guard let key = self.takeKey() else { return }
            array = container.nestedUnkeyedContainer(forKey: key)
            self.containers[self.containers.count - 1] = .object(container)
        case .array(var container):
            array = container.nestedUnkeyedContainer()
            self.containers[self.containers.count - 1] = .array(container)
        }
        self.containers.append(.array(array))
    }

    mutating func endArray() {
        guard self.error == nil else { return }
        self.containers.removeLast()
    }

    mutating func key(_ name: String) {
        self.pendingKey = AnyCodingKey(name)
    }

    mutating func string(_ value: String) { self.encode(value) }

    mutating func integer(_ value: Int) { self.encode(value) }

    mutating func number(_ value: Double) { self.encode(value) }

    mutating func bool(_ value: Bool) { self.encode(value) }

    mutating func null() {
        guard self.error == nil else { return }
        do {
            switch self.containers.last {
            case nil:
                var container = self.encoder.singleValueContainer()
                try container.encodeNil()
            case .object(var container):
                guard let key = self.takeKey() else { return }
                try container.encodeNil(forKey: key)
                self.containers[self.containers.count - 1] = .object(container)
            case .array(var container):
                try container.encodeNil()
                self.containers[self.containers.count - 1] = .array(container)
            }
        } catch {
            self.error = error
        }
    }

    mutating func text(_ text: UserText) {
        if let localizer = self.localizer {
            self.encode(text.resolved(using: localizer))
        } else {
            text.writeUnresolved(to: &self)
        }
    }

    mutating func encodable(_ value: some Encodable) { self.encode(value) }

    /// Hands a value to the innermost container, or to the encoder when none is open.
    private mutating func encode(_ value: some Encodable) {
        guard self.error == nil else { return }
        do {
            switch self.containers.last {
            case nil:
                var container = self.encoder.singleValueContainer()
                try container.encode(value)
            case .object(var container):
                guard let key = self.takeKey() else { return }
                try container.encode(value, forKey: key)
                self.containers[self.containers.count - 1] = .object(container)
            case .array(var container):
                try container.encode(value)
                self.containers[self.containers.count - 1] = .array(container)
            }
        } catch {
            self.error = error
        }
    }

    /// The name of the member whose value is being written; a value in an object without a name is
    /// an error.
    private mutating func takeKey() -> AnyCodingKey? {
        guard let key = self.pendingKey else {
            self.error = EncodingError.invalidValue(
                "",
                EncodingError.Context(
                    codingPath: self.encoder.codingPath,
                    debugDescription: "A member's value was written without its name (WireWriter.key(_:))."
                )
            )
            return nil
        }
        self.pendingKey = nil
        return key
    }
}
