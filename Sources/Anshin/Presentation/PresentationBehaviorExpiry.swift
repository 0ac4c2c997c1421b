extension Presentation.Behavior {
    /// How long a status message stays before it clears itself.
    ///
    /// The time to live is the message's effective duration
    /// (``StatusMessage/effectiveDuration``): the rule for actions is already applied, so a
    /// message with an action is never shorter than its kind's long duration. A board lengthens it
    /// by its accessibility multiplier (``BoardRules/accessibilityMultiplier``).
    public struct Expiry: Sendable, Hashable {
        /// How long the message is shown, in whole milliseconds (rounded up), or `nil` when it stays
        /// until it is dismissed or replaced.
        public let timeToLive: Duration?

        /// Whether the message stays until it is acted on or dismissed while assistive technology
        /// may be in use (``BoardRules/isAssistiveTechnologyRunning``): `true` when it shows an
        /// action, so a screen-reader user can reach the action before the message goes.
        public let staysWhileAssistiveTechnologyRuns: Bool

        /// Creates an expiry.
        /// - Parameters:
        ///   - timeToLive: How long the message is shown, from a millisecond to seven days
        ///     (``StatusMessage/DisplayDuration/longestTimed``), rounded up to whole milliseconds;
        ///     `nil` when it stays until dismissed.
        ///   - staysWhileAssistiveTechnologyRuns: Whether the message stays until it is acted on or
        ///     dismissed while assistive technology may be in use.
        /// - Throws: ``ValidationError`` naming `duration` when the time to live is zero or less, or
        ///   longer than seven days.
        public init(timeToLive: Duration?, staysWhileAssistiveTechnologyRuns: Bool) throws(ValidationError) {
            let duration = try timeToLive.map { duration throws(ValidationError) in
                try StatusMessage.DisplayDuration.timed(duration)
            }
            self.init(
                duration: duration ?? .sticky,
                staysWhileAssistiveTechnologyRuns: staysWhileAssistiveTechnologyRuns
            )
        }

        /// An expiry from a display duration, which is valid by construction.
        init(duration: StatusMessage.DisplayDuration, staysWhileAssistiveTechnologyRuns: Bool) {
            self.timeToLive = duration.timeToLive
            self.staysWhileAssistiveTechnologyRuns = staysWhileAssistiveTechnologyRuns
        }

        /// ``timeToLive`` in whole milliseconds, or `nil` when the message stays until dismissed.
        public var timeToLiveMilliseconds: Int? {
            self.timeToLive.map { Int(clamping: $0.wholeMilliseconds) }
        }
    }
}

extension Presentation.Behavior.Expiry: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case staysWhileAssistiveTechnologyRuns
        case timeToLive
    }

    /// Decodes an expiry; a time to live that is not whole milliseconds from 1 to seven days or
    /// `"sticky"` is an error naming `timeToLive`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            duration: try container.decode(StatusMessage.DisplayDuration.self, forKey: .timeToLive),
            staysWhileAssistiveTechnologyRuns: try container.decode(
                Bool.self,
                forKey: .staysWhileAssistiveTechnologyRuns
            )
        )
    }

    /// Writes the expiry as `{"staysWhileAssistiveTechnologyRuns": false, "timeToLive": 4000}`, the
    /// time to live in whole milliseconds or `"sticky"`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("staysWhileAssistiveTechnologyRuns", self.staysWhileAssistiveTechnologyRuns)
        writer.key("timeToLive")
        if let milliseconds = self.timeToLiveMilliseconds {
            writer.integer(milliseconds)
        } else {
            writer.string("sticky")
        }
        writer.endObject()
    }
}
