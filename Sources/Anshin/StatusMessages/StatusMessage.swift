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
