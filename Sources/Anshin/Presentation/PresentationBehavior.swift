extension Presentation {
    /// What a presented element does over time, for a renderer that runs it (a browser's script, an
    /// app's view): a status message clears itself, a status board shows its messages by its rules,
    /// a running trickle moves.
    ///
    /// The model that owns the rule computes it, in its presentation, and a front end carries it
    /// out without knowing the model: the HTML front end writes it as data attributes that its live
    /// script reads, the JSON front end as the element's `behavior` member.
    ///
    /// ```swift
    /// let message = StatusMessage("Deleted 3 items", kind: .success)
    /// message.presentation.root.behavior
    /// // .expiring(Expiry(timeToLive: .seconds(4), staysWhileAssistiveTechnologyRuns: false))
    /// ```
    public indirect enum Behavior: Sendable, Hashable {
        /// A status message: it clears itself after its time to live.
        case expiring(Expiry)
        /// A status board: the rules its messages are shown by.
        case board(BoardRules)
        /// A trickle progress that is running: how it moves, and what its completion announces.
        case trickle(Trickle)
    }
}

extension Presentation.Behavior: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case kind
        case expiry
        case board
        case trickle
    }

    /// The kinds of behaviour this version reads; an element's reader ignores a behaviour of
    /// another kind (a newer writer's), so the element is still drawn.
    static let knownKinds: Set<String> = ["expiring", "board", "trickle"]

    /// Decodes a behaviour from its kind and the member of that kind's details (`expiry`, `board`
    /// or `trickle`); a kind this version does not know is an error naming `kind` (an element's
    /// reader skips it before it gets here).
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "expiring": self = .expiring(try container.decode(Expiry.self, forKey: .expiry))
        case "board": self = .board(try container.decode(BoardRules.self, forKey: .board))
        case "trickle": self = .trickle(try container.decode(Trickle.self, forKey: .trickle))
        case let kind:
            throw DecodingError.dataCorruptedError(
                forKey: .kind,
                in: container,
                debugDescription: "A behaviour's kind must be expiring, board or trickle, not \(kind)."
            )
        }
    }

    /// Writes the behaviour as its kind and that kind's details beside it:
    /// `{"expiry": …, "kind": "expiring"}`, `{"board": …, "kind": "board"}` or
    /// `{"kind": "trickle", "trickle": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        switch self {
        case .expiring(let expiry):
            writer.member("expiry", expiry)
            writer.member("kind", "expiring")
        case .board(let rules):
            writer.member("board", rules)
            writer.member("kind", "board")
        case .trickle(let trickle):
            writer.member("kind", "trickle")
            writer.member("trickle", trickle)
        }
        writer.endObject()
    }
}
