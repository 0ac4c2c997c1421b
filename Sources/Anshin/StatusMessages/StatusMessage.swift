/// A short message about what just happened, shown for a while and then cleared.
///
/// A message has a text, a ``Kind`` (which gives it a colour token, a prefix, an icon and how
/// urgently it is announced), a ``DisplayDuration``, and at most one ``Action`` ("Undo"). A
/// ``StatusBoard`` shows and clears messages.
///
/// ```swift
/// let saved = StatusMessage(.localized(.itemsSaved, count: 2), kind: .success)   // "Saved 2 items", 4 s
/// let failed = StatusMessage("Enter a name.", kind: .error, duration: .errorMedium)
/// let crashed = StatusMessage("Internal error: VAZ31", kind: .internalError)      // sticky
/// let deleted = StatusMessage("Deleted 3 photos", kind: .success, action: .undo("photos.restore"))
/// ```
public struct StatusMessage: Sendable, Hashable {
    /// What the message says.
    public var text: UserText

    /// What kind of message it is.
    public var kind: Kind

    /// How long the message is shown, as it was asked for; a message with an action is shown at
    /// least its kind's long duration (``effectiveDuration``).
    public var duration: DisplayDuration

    /// The one thing the user can do about the message before it goes, if any.
    public var action: Action?

    /// Creates a message.
    /// - Parameters:
    ///   - text: What the message says.
    ///   - kind: What kind of message it is.
    ///   - duration: How long it is shown; by default the kind's ``Kind/defaultDuration``, which the
    ///     message then holds as its ``duration``: it equals, and merges on a board with, a message
    ///     that names that duration.
    ///   - action: The one thing the user can do about the message, such as
    ///     ``Action/undo(_:)``; none by default.
    public init(_ text: UserText, kind: Kind = .normal, duration: DisplayDuration? = nil, action: Action? = nil) {
        self.text = text
        self.kind = kind
        self.duration = duration ?? kind.defaultDuration
        self.action = action
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

    /// The action the message shows: its action, unless the action's title is blank (no empty
    /// button, ever) or its identifier is blank (``ActionIdentifier/isBlank``: it names no code, so
    /// its button would do nothing; an ``Alert/Recovery`` refuses one). Only a shown action lengthens the message or keeps it on
    /// the board.
    public var shownAction: Action? {
        guard let action = self.action, !action.title.isBlank, !action.action.isBlank else { return nil }
        return action
    }

    /// How long the message is shown: its ``duration``, except that a message with an action is
    /// never shorter than its kind's long duration (``Kind/longDuration``: normal and debug 4 s,
    /// success 6 s, caution 10 s, error 12 s, internal error sticky).
    ///
    /// A user must be able to reach the action before the message goes: a keyboard user tabs to
    /// its button, a screen-reader user hears the message and then moves to the button, and both
    /// take longer than reading (WCAG 2.2.1, Timing Adjustable). A board lengthens this duration by
    /// its accessibility multiplier, and keeps the message until it is acted on or dismissed while
    /// assistive technology is running (``StatusBoard/isAssistiveTechnologyRunning``).
    public var effectiveDuration: DisplayDuration {
        guard self.shownAction != nil else { return self.duration }
        return self.duration.atLeast(self.kind.longDuration)
    }
}
