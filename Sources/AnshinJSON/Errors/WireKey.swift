/// The coding key of the JSON front end's encoder and decoder: a member name, or the index of an array
/// element.
///
/// It fits in an existential's inline buffer, so pushing it on a coding path does not allocate.
struct WireKey: CodingKey, Sendable {
    private enum Storage: Sendable {
        case name(String)
        case index(Int)
    }

    private let storage: Storage

    /// A member key.
    init(_ name: String) {
        self.storage = .name(name)
    }

    /// The key of an array element.
    init(index: Int) {
        self.storage = .index(index)
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.init(index: intValue)
    }

    /// The member name, or `Index n` for an array element (as Foundation writes it).
    var stringValue: String {
        switch self.storage {
        case .name(let name): name
        case .index(let index): "Index \(index)"
        }
    }

    /// The index of an array element, or `nil` for a member.
    var index: Int? {
        if case .index(let index) = self.storage { return index }
        return nil
    }

    /// The index, as `CodingKey` exposes it.
    var intValue: Int? { self.index }

    /// The key under which `superEncoder()` and `superDecoder()` write and read.
    static var `super`: Self { Self("super") }
}
