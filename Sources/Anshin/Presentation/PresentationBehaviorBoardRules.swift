extension Presentation.Behavior {
    /// The rules a status board shows its messages by, for a renderer that runs the board itself
    /// (a browser's script).
    public struct BoardRules: Sendable, Hashable {
        /// How many messages are shown at once: `nil` when a new message replaces the shown one,
        /// 1 when messages queue, more when they stack up to that many.
        public let visibleLimit: Int?

        /// The factor timed durations are multiplied by, from 1 to
        /// ``StatusBoard/largestAccessibilityMultiplier``; it only lengthens them.
        public let accessibilityMultiplier: Double

        /// Whether assistive technology may be in use, so messages with an action stay until they
        /// are acted on or dismissed (``Expiry/staysWhileAssistiveTechnologyRuns``).
        public let isAssistiveTechnologyRunning: Bool

        /// Creates board rules.
        /// - Parameters:
        ///   - visibleLimit: How many messages are shown at once: `nil` to replace, 1 to queue,
        ///     more to stack; at least 1.
        ///   - accessibilityMultiplier: The factor timed durations are multiplied by, from 1 to 10.
        ///   - isAssistiveTechnologyRunning: Whether assistive technology may be in use.
        /// - Throws: ``ValidationError`` naming `limit` when the visible limit is less than 1, or
        ///   `accessibilityMultiplier` when the multiplier is outside 1…10 or not finite.
        public init(
            visibleLimit: Int?,
            accessibilityMultiplier: Double = 1,
            isAssistiveTechnologyRunning: Bool = false
        ) throws(ValidationError) {
            let policy = try visibleLimit.map { limit throws(ValidationError) in
                try StatusBoard.Policy.stack(limit: limit)
            }
            self.init(
                policy: policy ?? .replace,
                checkedMultiplier: try StatusBoard.checkedMultiplier(accessibilityMultiplier),
                isAssistiveTechnologyRunning: isAssistiveTechnologyRunning
            )
        }

        /// Rules from a board's policy and its multiplier, which the board has checked.
        init(policy: StatusBoard.Policy, checkedMultiplier: Double, isAssistiveTechnologyRunning: Bool) {
            self.visibleLimit = policy.visibleLimit
            self.accessibilityMultiplier = checkedMultiplier
            self.isAssistiveTechnologyRunning = isAssistiveTechnologyRunning
        }
    }
}

extension Presentation.Behavior.BoardRules: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case accessibilityMultiplier
        case isAssistiveTechnologyRunning
        case visibleLimit
    }

    /// Decodes board rules; a visible limit below 1 is an error naming `visibleLimit`, a multiplier
    /// outside 1…10 one naming `accessibilityMultiplier`. An absent limit means replace, an absent
    /// multiplier 1.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let limit = try container.decodeIfPresent(Int.self, forKey: .visibleLimit)
        let multiplier = try container.decodeIfPresent(Double.self, forKey: .accessibilityMultiplier) ?? 1
        let policy: StatusBoard.Policy
        do {
            policy =
                try limit.map { limit throws(ValidationError) in try StatusBoard.Policy.stack(limit: limit) }
                ?? .replace
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .visibleLimit,
                in: container,
                debugDescription: "A board's visible limit must be at least 1, not \(limit ?? 0)."
            )
        }
        do {
            self.init(
                policy: policy,
                checkedMultiplier: try StatusBoard.checkedMultiplier(multiplier),
                isAssistiveTechnologyRunning: try container.decodeIfPresent(
                    Bool.self,
                    forKey: .isAssistiveTechnologyRunning
                ) ?? false
            )
        } catch let error as ValidationError {
            throw DecodingError.dataCorruptedError(
                forKey: .accessibilityMultiplier,
                in: container,
                debugDescription: error.description
            )
        }
    }

    /// Writes the rules as `{"accessibilityMultiplier": 1, "isAssistiveTechnologyRunning": false,
    /// "visibleLimit": 3}`, without a visible limit when a new message replaces the shown one.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("accessibilityMultiplier", self.accessibilityMultiplier)
        writer.member("isAssistiveTechnologyRunning", self.isAssistiveTechnologyRunning)
        writer.member("visibleLimit", ifPresent: self.visibleLimit)
        writer.endObject()
    }
}
