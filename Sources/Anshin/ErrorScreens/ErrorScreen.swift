/// A full-body error or empty screen: an optional icon, title, message and retry button.
///
/// What is absent is not shown: no icon when there is none or the screen is compact, no empty
/// heading, and never an empty button, because a retry button exists only with its action (one with a
/// blank title or a blank action identifier, ``ActionIdentifier/isBlank``, is not drawn). Most
/// screens come from a ``Template``, most often a ``Preset``:
///
/// ```swift
/// let forbidden = ErrorScreen(.preset(.forbidden))      // no retry: retrying cannot help
/// let network = ErrorScreen(.preset(.network))          // retry
/// let custom = ErrorScreen(.retry(icon: .decorative(.clock), title: "Still syncing",
///                                 message: "This can take a minute.", retryButtonTitle: "Check Again",
///                                 action: "sync.check"))
/// let inline = ErrorScreen(.preset(.network), placement: .compact)   // no icon
/// ```
public struct ErrorScreen: Sendable, Hashable {
    /// Where an error screen is shown.
    public enum Placement: String, Sendable, Hashable, Codable, CaseIterable, WireName {
        /// Fills the body of a screen, with its icon.
        case fillBody
        /// Inside part of a screen, without its icon.
        case compact

        /// What an unknown name is said to be in a reading error.
        static let wireNameDescription = "placement"

        /// Reads a placement by its name; any other name is an error that lists the names.
        /// - Parameter decoder: The decoder to read from.
        public init(from decoder: any Decoder) throws {
            try self.init(wireNameFrom: decoder)
        }
    }

    /// The retry button: its title and the action it runs.
    public struct Retry: Sendable, Hashable, Codable, WireRepresentable {
        /// The button's title.
        public var title: UserText
        /// The action a front end runs when the button is activated.
        public var action: ActionIdentifier

        /// Creates a retry button.
        /// - Parameters:
        ///   - title: The button's title; "Retry" by default.
        ///   - action: The action a front end runs; ``ActionIdentifier/retry`` by default.
        public init(title: UserText = .localized(.retry), action: ActionIdentifier = .retry) {
            self.title = title
            self.action = action
        }

        /// Writes the button as `{"action": …, "title": …}`.
        /// - Parameter writer: The writer.
        public func write(to writer: inout some WireWriter) {
            writer.beginObject()
            writer.member("action", self.action)
            writer.member("title", self.title)
            writer.endObject()
        }
    }

    /// The preset the screen was made from, if any; a backend's clients can key on it.
    public var preset: Preset?

    /// The icon, shown when the screen fills the body.
    public var icon: Icon? {
        get { self.storedIcon }
        set {
            self.storedIcon = newValue
            self.pendingParts.remove(.icon)
        }
    }

    /// The title, shown as the screen's heading.
    public var title: UserText? {
        get { self.storedTitle }
        set {
            self.storedTitle = newValue
            self.pendingParts.remove(.title)
        }
    }

    /// The message under the title.
    public var message: UserText? {
        get { self.storedMessage }
        set {
            self.storedMessage = newValue
            self.pendingParts.remove(.message)
        }
    }

    /// The retry button, if retrying can help.
    public var retry: Retry? {
        get { self.storedRetry }
        set {
            self.storedRetry = newValue
            self.pendingParts.remove(.retry)
        }
    }

    private var storedIcon: Icon?
    private var storedTitle: UserText?
    private var storedMessage: UserText?
    private var storedRetry: Retry?

    /// The parts that still wait for their preset's content: the screen was made, or read, where its
    /// preset was not known, so they hold the `unexpected` screen's content until a
    /// ``PresentationContext`` or ``resolvingPreset(using:)`` knows it. Setting a part takes it out.
    var pendingParts: PresetParts = []

    /// Where the screen is shown.
    public var placement: Placement

    /// What went wrong, for developers: raw error text that must never reach the person using the
    /// app. It is not part of the screen's presentation, and it is encoded only when the encoder's
    /// `userInfo` asks for it under `CodingUserInfoKey.includesDeveloperNotes`.
    ///
    /// The screens made from an error set it to what identifies that error for an operator's log,
    /// on one line (``developerNote(describing:)``): `AnshinFoundation`'s `ErrorScreen(error:)` and
    /// `AnshinHTTP`'s `HTTPFailure` write the error's `String(reflecting:)` (a `URLError`'s code and
    /// description; an HTTP status error's reason).
    /// The screens made from values (a template, a `UserFacingError`, a ``ProblemDetails``) have none.
    public var developerNote: String?

    /// Creates an error screen from its parts.
    /// - Parameters:
    ///   - icon: The icon, shown when the screen fills the body.
    ///   - title: The title.
    ///   - message: The message under the title.
    ///   - retry: The retry button, if retrying can help.
    ///   - placement: Where the screen is shown.
    public init(
        icon: Icon? = nil,
        title: UserText? = nil,
        message: UserText? = nil,
        retry: Retry? = nil,
        placement: Placement = .fillBody
    ) {
        self.storedIcon = icon
        self.storedTitle = title
        self.storedMessage = message
        self.storedRetry = retry
        self.placement = placement
    }

    /// Creates an error screen from a template, with the built-in presets.
    /// - Parameters:
    ///   - template: A preset, a message or a retry template.
    ///   - placement: Where the screen is shown.
    public init(_ template: Template, placement: Placement = .fillBody) {
        self.init(template, placement: placement, presets: PresetLibrary())
    }

    /// Creates an error screen from a template, with an app's own presets besides the built-in ones.
    ///
    /// A preset neither the package nor `presets` knows keeps its name and shows the `unexpected`
    /// screen's content; a ``PresentationContext`` that knows it later shows its content instead, and
    /// the screen's wire form leaves those parts out, so a reader that knows it fills them.
    /// - Parameters:
    ///   - template: A preset, a message or a retry template.
    ///   - placement: Where the screen is shown.
    ///   - presets: The app's presets.
    public init(_ template: Template, placement: Placement = .fillBody, presets: PresetLibrary) {
        switch template {
        case .preset(let preset):
            let content = presets.content(for: preset)
            self.init(placement: placement)
            self.fill(with: content ?? Preset.fallbackContent, parts: .all)
            self.pendingParts = content == nil ? .all : []
            self.preset = preset
        case .message(let icon, let title):
            self.init(icon: icon, title: title, placement: placement)
        case .retry(let icon, let title, let message, let retryButtonTitle, let action):
            self.init(
                icon: icon,
                title: title,
                message: message,
                retry: Retry(title: retryButtonTitle, action: action),
                placement: placement
            )
        }
    }

    /// The screen with the parts its preset's content was not known for filled from an app's presets:
    /// what a ``PresentationContext`` carrying `presets` draws. A screen whose preset was known where it
    /// was made, or whose parts were all set since, is returned as it is.
    ///
    /// ```swift
    /// let screen = ErrorScreen(.preset(.subscriptionExpired))     // made where the preset is not known
    /// screen.title                                                // the unexpected screen's title
    /// screen.resolvingPreset(using: appPresets).title             // "Your subscription has ended"
    /// ```
    /// - Parameter presets: The app's presets.
    /// - Returns: The screen, with its waiting parts filled when `presets` knows its preset.
    public func resolvingPreset(using presets: PresetLibrary) -> Self {
        guard !self.pendingParts.isEmpty, let preset = self.preset, let content = presets.content(for: preset) else {
            return self
        }
        var screen = self
        screen.fill(with: content, parts: self.pendingParts)
        screen.pendingParts = []
        return screen
    }

    /// Sets parts from a preset's content.
    private mutating func fill(with content: Preset.Content, parts: PresetParts) {
        if parts.contains(.icon) { self.storedIcon = content.icon }
        if parts.contains(.title) { self.storedTitle = content.title }
        if parts.contains(.message) { self.storedMessage = content.message }
        if parts.contains(.retry) { self.storedRetry = content.retry }
    }

    /// The retry button the screen shows: its ``retry``, unless the button's title is blank (no empty
    /// button, ever) or its action is blank (``ActionIdentifier/isBlank``: it names no code, so the
    /// button would do nothing). The screen's presentation draws this button, and
    /// ``retryButtonTitle``, ``retryAction``, ``sayingRetryAfter(_:)`` and problem details read it.
    public var shownRetry: Retry? {
        guard let retry = self.retry, !retry.title.isBlank, !retry.action.isBlank else { return nil }
        return retry
    }

    /// The retry button's title, or `nil` when no retry button is shown (``shownRetry``).
    public var retryButtonTitle: UserText? { self.shownRetry?.title }

    /// The retry button's action, or `nil` when no retry button is shown (``shownRetry``).
    public var retryAction: ActionIdentifier? { self.shownRetry?.action }

    /// The same screen in another placement.
    /// - Parameter placement: The new placement.
    /// - Returns: The screen, placed.
    public func placed(_ placement: Placement) -> Self {
        var copy = self
        copy.placement = placement
        return copy
    }

    /// How the screen appears and disappears: fade in over 0.3 s, fade out over 0.3 s after 0.25 s.
    public var transition: Transition { .errorScreen }
}
