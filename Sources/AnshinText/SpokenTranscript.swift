import Anshin

/// What a screen reader would say for a presentation, one utterance per line, built only from the
/// accessibility descriptors: announcements, labels, values, trait words and states, in reading
/// order, with hidden elements left out (but for the buttons in them) and merged groups read as one.
///
/// An utterance's parts are joined by the language's separator (`UserText.Key.spokenPartSeparator`:
/// ", " in English, "、" in Japanese): a dialog says its role ("Alert"), its label and its
/// hint; any other element its label, its value, the words for its traits ("Button", "Heading
/// level 2") and its hint. A container says nothing of its own unless it is read as one (merged or
/// excluded children) or acts as a button (a list row with a disclosure indicator, whose children
/// then say nothing of their own). An element hidden from assistive technologies says nothing, and
/// nor does anything in it, except a button: a button can take focus, so it is reached and said as
/// any other, hidden or inside a hidden element (HTML never writes `aria-hidden` on one or around
/// one). Every text is spoken on one line and made terminal-safe; an empty part is left out, and an
/// utterance with no parts leaves no line.
struct SpokenTranscript {
    /// The localizer that resolves every text.
    let localizer: any Localizer

    /// What goes between an utterance's parts: the localizer's `UserText.Key.spokenPartSeparator`,
    /// resolved once for the transcript and made terminal-safe, so it cannot break the line.
    private let partSeparator: String

    /// The transcript so far, after whatever the caller's buffer held before.
    private var output: [UInt8] = []

    /// How many lines have been started.
    private var lineCount = 0

    /// How many parts the current utterance has written, or `nil` outside an utterance.
    private var partCount: Int?

    /// Working storage for putting text on one line, kept so its arrays are reused.
    private var scratch = TextWrap.Scratch()

    private init(localizer: any Localizer) {
        self.localizer = localizer
        self.partSeparator = TerminalText.neutralized(
            UserText.localized(.spokenPartSeparator).resolved(using: localizer)
        )
    }

    /// Appends the transcript of an element as UTF-8, lines joined by newlines, without a trailing
    /// newline.
    /// - Parameters:
    ///   - element: The element.
    ///   - localizer: The localizer that resolves every text.
    ///   - output: The buffer to append to.
    static func append(_ element: Presentation.Element, localizer: any Localizer, to output: inout [UInt8]) {
        var transcript = SpokenTranscript(localizer: localizer)
        // The transcript appends to the caller's buffer itself: swapped in and out, it is never copied.
        swap(&transcript.output, &output)
        transcript.write(ElementPlace(root: element))
        swap(&transcript.output, &output)
    }

    /// Writes an element's announcement and utterance, then its children's, each on a line of its own;
    /// of a hidden element, only the buttons in it.
    private mutating func write(_ element: ElementPlace) {
        guard !element.accessibility.isHidden || element.staysReachable else {
            self.writeButtons(in: element)
            return
        }
        if let announcement = element.accessibility.announcement {
            let key: UserText.Key =
                announcement.politeness == .assertive ? .spokenUrgentAnnouncement : .spokenAnnouncement
            self.startLine()
            let text = UserText.localized(key, arguments: [.text(announcement.text)])
            TextWrap.appendSingleLine(of: text, using: self.localizer, to: &self.output, scratch: &self.scratch)
        }
        self.writeUtterance(for: element)
        // A merged or excluded group is read as one, and so is a container that acts as a button: its
        // children say nothing of their own.
        guard element.accessibility.grouping == .default, !element.actsAsButton else { return }
        for index in element.childrenInReadingOrder { self.write(element.child(at: index)) }
    }

    /// Writes the buttons among an element's descendants, in reading order, and nothing else: what a
    /// hidden element holds that can take focus.
    private mutating func writeButtons(in element: ElementPlace) {
        for index in element.childrenInReadingOrder {
            let child = element.child(at: index)
            if child.staysReachable {
                self.write(child)
            } else {
                self.writeButtons(in: child)
            }
        }
    }

    /// Writes the words for the element itself, as one line of parts joined by the separator, or nothing
    /// when it says nothing of its own.
    private mutating func writeUtterance(for element: ElementPlace) {
        self.partCount = 0
        defer { self.partCount = nil }
        switch element.kind {
        case .container where element.actsAsButton:
            // A row with a disclosure indicator is one button: its label, its value, "Button" and its
            // hint, as any other element says them below.
            guard self.part(Self.label(of: element)) else { return }
        case .container:
            switch element.accessibility.role {
            case .alertDialog:
                self.part(.localized(.spokenAlert))
            case .dialog:
                self.part(.localized(.spokenDialog))
            case .progressIndicator:
                // The progress element inside says the role; the container only says it is busy.
                let children = element.children
                let hasProgress = children.indices.contains { children[$0].kind.isProgress }
                if element.accessibility.isBusy && !hasProgress {
                    self.part(Self.label(of: element))
                    self.part(.localized(.spokenBusy))
                }
                return
            default:
                // Other containers say nothing unless they are read as one: then as any other element
                // below, with their value and traits ("Version, 2.1").
                guard element.accessibility.grouping != .default else { return }
                guard self.part(Self.label(of: element)) else { return }
            }
            if element.isDialog {
                self.part(Self.label(of: element))
                self.part(element.accessibility.hint)
                return
            }
        case .progress(let progress):
            self.part(Self.label(of: element))
            self.part(.localized(.spokenProgress))
            // A simulated fraction is not a measurement: it is never announced.
            if let percent = progress.drawnPercent, !progress.isSimulated {
                self.part(.localized(.spokenPercent, arguments: [.integer(percent)]))
            }
        default:
            // An element without a label says nothing, not even its traits.
            guard self.part(Self.label(of: element)) else { return }
        }
        self.part(element.accessibility.value)
        self.writeTraitWords(for: element)
        self.part(element.accessibility.hint)
    }

    /// What an element is called: its spoken label, its label, or its text; a button with none of
    /// them is called by the label of an image it shows (an icon-only Close button), as assistive
    /// technologies name it from its content.
    private static func label(of element: ElementPlace) -> UserText? {
        if let label = element.accessibility.spokenLabel ?? element.accessibility.label ?? element.text {
            return label
        }
        guard element.actsAsButton || element.accessibility.traits.contains(.button) else { return nil }
        return element.imageLabel
    }

    /// Adds the words for the element's traits and states to its utterance: selected, button, link,
    /// heading and its level, image, adjustable, dimmed and busy, in that order.
    private mutating func writeTraitWords(for element: ElementPlace) {
        let traits = element.accessibility.traits
        if traits.contains(.selected) { self.part(.localized(.spokenSelected)) }
        if traits.contains(.button) { self.part(.localized(.spokenButton)) }
        if traits.contains(.link) { self.part(.localized(.spokenLink)) }
        if traits.contains(.header) {
            // The descriptor's level, else a heading element's own, else 2.
            var level = element.accessibility.headingLevel ?? 2
            if let elementLevel = element.headingLevel {
                level = element.accessibility.headingLevel ?? elementLevel
            }
            self.part(.localized(.spokenHeading, arguments: [.integer(level)]))
        }
        if traits.contains(.image) { self.part(.localized(.spokenImage)) }
        if traits.contains(.adjustable) { self.part(.localized(.spokenAdjustable)) }
        if traits.contains(.notEnabled) { self.part(.localized(.spokenDimmed)) }
        if element.accessibility.isBusy { self.part(.localized(.spokenBusy)) }
    }

    /// Starts a line: a newline unless it is the first.
    private mutating func startLine() {
        if self.lineCount > 0 { self.output.append(UInt8(ascii: "\n")) }
        self.lineCount += 1
    }

    /// Adds a text to the current utterance, spoken on one line: on a new line when it is the
    /// utterance's first part, after the separator otherwise. An absent text, or one that resolves to
    /// nothing, adds nothing.
    /// - Parameter text: The text.
    /// - Returns: Whether anything was added.
    @discardableResult
    private mutating func part(_ text: UserText?) -> Bool {
        guard let text, let count = self.partCount else { return false }
        let partStart = self.output.count
        let linesBefore = self.lineCount
        if count == 0 {
            self.startLine()
        } else {
            self.output.append(contentsOf: self.partSeparator.utf8)
        }
        let textStart = self.output.count
        TextWrap.appendSingleLine(of: text, using: self.localizer, to: &self.output, scratch: &self.scratch)
        guard self.output.count > textStart else {
            // Nothing to say: the separator or the new line goes too.
            self.output.removeSubrange(partStart...)
            self.lineCount = linesBefore
            return false
        }
        self.partCount = count + 1
        return true
    }
}
