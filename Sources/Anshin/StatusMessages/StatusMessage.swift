/// A short message about what just happened, shown for a while and then cleared.
///
/// A message has a text, a ``Kind`` (which gives it a colour token, a prefix, an icon and how
/// urgently it is announced) and a ``DisplayDuration``. A ``StatusBoard`` shows and clears messages.
///
/// ```swift
/// let saved = StatusMessage(.localized(.itemsSaved, count: 2), kind: .success)   // "Saved 2 items", 4 s
/// let failed = StatusMessage("Enter a name.", kind: .error, duration: .errorMedium)
/// let crashed = StatusMessage("Internal error: VAZ31", kind: .internalError)      // sticky
/// ```
public struct StatusMessage: Sendable, Hashable {
    /// What the message says.
    public var text: UserText

    /// What kind of message it is.
    public var kind: Kind

    /// How long the message is shown.
    public var duration: DisplayDuration

    /// Creates a message.
    /// - Parameters:
    ///   - text: What the message says.
    ///   - kind: What kind of message it is.
    ///   - duration: How long it is shown; by default the kind's ``Kind/defaultDuration``.
    public init(_ text: UserText, kind: Kind = .normal, duration: DisplayDuration? = nil) {
        self.text = text
        self.kind = kind
        self.duration = duration ?? kind.defaultDuration
    }

    /// What assistive technologies announce when the message appears: the kind's prefix and the
    /// text, with the kind's politeness.
    public var announcement: Announcement {
        Announcement(self.prefixedText, politeness: self.kind.politeness)
    }

    /// The text with the kind's prefix ("Error: Enter a name.", 「エラー：名前を入力してください。」), so
    /// the kind is never told by colour alone; a normal message has no prefix.
    public var prefixedText: UserText {
        guard let label = self.kind.prefix else { return self.text }
        return .localized(.statusPrefixed, arguments: [.text(label), .text(self.text)])
    }
}

extension StatusMessage: Codable, WireRepresentable {
    private enum CodingKeys: String, CodingKey {
        case text
        case kind
        case duration
    }

    /// Decodes a message; a missing duration takes the kind's default.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(UserText.self, forKey: .text),
            kind: try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .normal,
            duration: try container.decodeIfPresent(DisplayDuration.self, forKey: .duration)
        )
    }

    /// Writes the message as `{"duration": …, "kind": …, "text": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("duration", self.duration)
        writer.member("kind", self.kind)
        writer.member("text", self.text)
        writer.endObject()
    }
}

extension StatusMessage: Presentable {
    /// A live region (`status` for polite kinds, `alert` for assertive ones) in the kind's colour,
    /// with the kind's icon and prefix and the text.
    /// - Parameter context: The user's and the host's preferences.
    /// - Returns: The message's presentation.
    public func presentation(in context: PresentationContext) -> Presentation {
        self.presentation(repeatCount: 1)
    }

    /// The presentation of a message posted `repeatCount` times in a row, which shows the count.
    func presentation(repeatCount: Int) -> Presentation {
        var children: [Presentation.Element] = []
        children.reserveCapacity(4)
        children.append(
            Presentation.Element(id: "icon", kind: .icon(.decorative(self.kind.symbol)), accessibility: .decorative)
        )
        if let prefix = self.kind.prefix {
            children.append(
                Presentation.Element(
                    id: "kind",
                    kind: .label,
                    text: prefix,
                    tone: self.kind.colorToken,
                    accessibility: .text(prefix)
                )
            )
        }
        children.append(
            Presentation.Element(id: "text", kind: .paragraph, text: self.text, accessibility: .text(self.text))
        )
        if repeatCount > 1 {
            let count = UserText.localized(.repeatCount, count: repeatCount)
            children.append(
                Presentation.Element(id: "repeat-count", kind: .label, text: count, accessibility: .text(count))
            )
        }
        let politeness = self.kind.politeness
        let prefixedText = self.prefixedText
        return Presentation(
            type: "statusMessage",
            root: Presentation.Element(
                id: "status-message",
                kind: .container(),
                tone: self.kind.colorToken,
                accessibility: AccessibilityDescriptor(
                    label: prefixedText,
                    role: politeness == .assertive ? .alert : .status,
                    announcement: Announcement(prefixedText, politeness: politeness)
                ),
                children: children
            )
        )
    }
}
