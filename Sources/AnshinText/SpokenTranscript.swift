import Anshin

/// What a screen reader would say for a presentation, one utterance per line, built only from the
/// accessibility descriptors: announcements, labels, values, trait words and states, in reading
/// order, with hidden elements left out and merged groups read as one.
struct SpokenTranscript {
    var localizer: any Localizer

    /// The transcript of an element: its utterances, one a line, joined by newlines, written into
    /// one string rather than gathered as lines and parts and joined.
    func transcript(of element: Presentation.Element) -> String {
        var writer = Writer()
        self.write(element, into: &writer)
        return writer.text
    }

    /// Writes an element's utterances, then its children's, each on a line of its own.
    private func write(_ element: Presentation.Element, into writer: inout Writer) {
        let accessibility = element.accessibility
        guard !accessibility.isHidden else { return }
        if let announcement = accessibility.announcement {
            let key: UserText.Key =
                announcement.politeness == .assertive ? .spokenUrgentAnnouncement : .spokenAnnouncement
            writer.startLine()
            writer.text += self.say(.localized(key, arguments: [.text(announcement.text)]))
        }
        self.writeUtterance(for: element, into: &writer)
        guard accessibility.grouping == .default else { return }
        for child in TextLayout(localizer: self.localizer, width: 80).readingOrder(element.children) {
            self.write(child, into: &writer)
        }
    }

    /// Writes the words for the element itself, as one line of parts joined by commas, or nothing
    /// when it says nothing of its own.
    private func writeUtterance(for element: Presentation.Element, into writer: inout Writer) {
        let accessibility = element.accessibility
        let label = self.label(of: element)
        writer.startUtterance()
        defer { writer.endUtterance() }
        switch element.kind {
        case .container:
            switch accessibility.role {
            case .alertDialog:
                writer.part(self.say(.localized(.spokenAlert)))
            case .dialog:
                writer.part(self.say(.localized(.spokenDialog)))
            case .progressIndicator:
                // The progress element inside says the role; the container only says it is busy.
                if accessibility.isBusy && !element.children.contains(where: { $0.kind.isProgress }) {
                    writer.part(label)
                    writer.part(self.say(.localized(.spokenBusy)))
                }
                return
            default:
                guard accessibility.grouping != .default else { return }
            }
            writer.part(label)
            if let hint = accessibility.hint { writer.part(self.say(hint)) }
            return
        case .progress(let progress):
            writer.part(label)
            writer.part(self.say(.localized(.spokenProgress)))
            if let fraction = progress.fraction, !progress.isSimulated, fraction.isFinite {
                writer.part(
                    self.say(
                        .localized(.spokenPercent, arguments: [.integer(Int(min(1, max(0, fraction)) * 100 + 0.5))])
                    )
                )
            }
        case .icon:
            guard let label else { return }
            writer.part(label)
        default:
            guard let label else { return }
            writer.part(label)
        }
        if let value = accessibility.value { writer.part(self.say(value)) }
        self.writeTraitWords(accessibility, kind: element.kind, into: &writer)
        if let hint = accessibility.hint { writer.part(self.say(hint)) }
    }

    private func label(of element: Presentation.Element) -> String? {
        let accessibility = element.accessibility
        let spoken = accessibility.spokenLabel ?? accessibility.label ?? element.text
        guard let spoken else { return nil }
        let said = self.say(spoken)
        return said.isEmpty ? nil : said
    }

    /// Adds the words for the element's traits and states to its utterance: selected, button, link,
    /// heading and its level, image, adjustable, dimmed and busy, in that order.
    private func writeTraitWords(
        _ accessibility: AccessibilityDescriptor,
        kind: Presentation.Element.Kind,
        into writer: inout Writer
    ) {
        let traits = accessibility.traits
        if traits.contains(.selected) { writer.part(self.say(.localized(.spokenSelected))) }
        if traits.contains(.button) { writer.part(self.say(.localized(.spokenButton))) }
        if traits.contains(.link) { writer.part(self.say(.localized(.spokenLink))) }
        if traits.contains(.header) {
            var level = accessibility.headingLevel ?? 2
            if case .heading(let elementLevel) = kind { level = accessibility.headingLevel ?? elementLevel }
            writer.part(self.say(.localized(.spokenHeading, arguments: [.integer(level)])))
        }
        if traits.contains(.image) { writer.part(self.say(.localized(.spokenImage))) }
        if traits.contains(.adjustable) { writer.part(self.say(.localized(.spokenAdjustable))) }
        if traits.contains(.notEnabled) { writer.part(self.say(.localized(.spokenDimmed))) }
        if accessibility.isBusy { writer.part(self.say(.localized(.spokenBusy))) }
    }

    private func say(_ text: UserText) -> String {
        let lines = TextLayout(localizer: self.localizer, width: Int.max / 4).wrap(
            text.resolved(using: self.localizer),
            width: Int.max / 4
        )
        return lines.count == 1 ? lines[0] : lines.joined(separator: " ")
    }
}

extension Presentation.Element.Kind {
    var isProgress: Bool {
        if case .progress = self { return true }
        return false
    }
}
