extension Presentation.Behavior {
    /// How a running trickle moves, for a renderer that animates it (a browser's script): its
    /// configuration, the seed of its random steps, and what its completion announces.
    ///
    /// A renderer that runs the trickle's algorithm (``TrickleProgress``) with ``SplitMix64`` seeded
    /// by ``seed`` reaches the same values at the same times as the Swift driver.
    public struct Trickle: Sendable, Hashable {
        /// The trickle's parameters: where it starts, how often and how far it moves, where it stops.
        public var configuration: TrickleProgress.Configuration

        /// The seed of the trickle's random steps, or `nil` for a renderer to seed at random.
        public var seed: UInt64?

        /// What completion announces, once.
        public var completionAnnouncement: Announcement

        /// Creates a trickle behaviour.
        /// - Parameters:
        ///   - configuration: The trickle's parameters.
        ///   - seed: The seed of its random steps, or `nil` to seed at random.
        ///   - completionAnnouncement: What completion announces, once.
        public init(configuration: TrickleProgress.Configuration, seed: UInt64?, completionAnnouncement: Announcement) {
            self.configuration = configuration
            self.seed = seed
            self.completionAnnouncement = completionAnnouncement
        }
    }
}

extension Presentation.Behavior.Trickle: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case completionAnnouncement
        case configuration
        case seed
    }

    /// Decodes a trickle behaviour; a seed that is not an unsigned 64-bit integer in decimal is an
    /// error naming `seed`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            configuration: try container.decode(TrickleProgress.Configuration.self, forKey: .configuration),
            seed: try SplitMix64.decodeSeedIfPresent(from: container, forKey: .seed),
            completionAnnouncement: try container.decode(Announcement.self, forKey: .completionAnnouncement)
        )
    }

    /// Writes the behaviour as `{"completionAnnouncement": …, "configuration": …, "seed": "42"}`: the
    /// seed as a decimal string (JSON numbers are exact only up to 2⁵³), absent when there is none.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("completionAnnouncement", self.completionAnnouncement)
        writer.member("configuration", self.configuration)
        writer.member("seed", ifPresent: self.seed.map { String($0) })
        writer.endObject()
    }
}
