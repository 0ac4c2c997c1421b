import Anshin

/// What a screen reader would say for a presentation, one utterance per line, built only from the
/// accessibility descriptors: announcements, labels, values, trait words and states, in reading
/// order, with hidden elements left out and merged groups read as one.
struct SpokenTranscript {
    var localizer: any Localizer

    func lines(for element: Presentation.Element) -> [String] {
        let accessibility = element.accessibility
        guard !accessibility.isHidden else { return [] }
        var lines: [String] = []
        if let announcement = accessibility.announcement {
            let key: UserText.Key =
                announcement.politeness == .assertive ? .spokenUrgentAnnouncement : .spokenAnnouncement
            lines.append(self.say(.localized(key, arguments: [.text(announcement.text)])))
        }
        if let utterance = self.utterance(for: element) {
            lines.append(utterance)
        }
        guard accessibility.grouping == .default else { return lines }
        for child in TextLayout(localizer: self.localizer, width: 80).readingOrder(element.children) {
            lines += self.lines(for: child)
        }
        return lines
    }

    /// The words for the element itself, or `nil` when it says nothing of its own.
    private func utterance(for element: Presentation.Element) -> String? {
        let accessibility = element.accessibility
        var parts: [String] = []
        let label = self.label(of: element)
        switch element.kind {
        case .container:
            switch accessibility.role {
            case .alertDialog:
                parts.append(self.say(.localized(.spokenAlert)))
            case .dialog:
                parts.append(self.say(.localized(.spokenDialog)))
            case .progressIndicator:
                // The progress element inside says the role; the container only says it is busy.
                return accessibility.isBusy && !element.children.contains(where: \.kind.isProgress)
                    ? self.joined([label, self.say(.localized(.spokenBusy))]) : nil
            default:
                guard accessibility.grouping != .default else { return nil }
            }
            if let label { parts.append(label) }
            if let hint = accessibility.hint { parts.append(self.say(hint)) }
            return self.joined(parts)
        case .progress(let progress):
            if let label { parts.append(label) }
            parts.append(self.say(.localized(.spokenProgress)))
            if let fraction = progress.fraction, !progress.isSimulated, fraction.isFinite {
                parts.append(
                    self.say(
                        .localized(.spokenPercent, arguments: [.integer(Int(min(1, max(0, fraction)) * 100 + 0.5))])
                    )
                )
            }
        case .icon:
            guard let label else { return nil }
            parts.append(label)
        default:
            guard let label else { return nil }
            parts.append(label)
        }
        if let value = accessibility.value { parts.append(self.say(value)) }
        parts += self.traitWords(accessibility, kind: element.kind)
        if let hint = accessibility.hint { parts.append(self.say(hint)) }
        return self.joined(parts)
    }

    private func label(of element: Presentation.Element) -> String? {
        let accessibility = element.accessibility
        let spoken = accessibility.spokenLabel ?? accessibility.label ?? element.text
        guard let spoken else { return nil }
        let said = self.say(spoken)
        return said.isEmpty ? nil : said
    }

    private func traitWords(_ accessibility: AccessibilityDescriptor, kind: Presentation.Element.Kind) -> [String] {
        let traits = accessibility.traits
        var words: [String] = []
        if traits.contains(.selected) { words.append(self.say(.localized(.spokenSelected))) }
        if traits.contains(.button) { words.append(self.say(.localized(.spokenButton))) }
        if traits.contains(.link) { words.append(self.say(.localized(.spokenLink))) }
        if traits.contains(.header) {
            var level = accessibility.headingLevel ?? 2
            if case .heading(let elementLevel) = kind { level = accessibility.headingLevel ?? elementLevel }
            words.append(self.say(.localized(.spokenHeading, arguments: [.integer(level)])))
        }
        if traits.contains(.image) { words.append(self.say(.localized(.spokenImage))) }
        if traits.contains(.adjustable) { words.append(self.say(.localized(.spokenAdjustable))) }
        if traits.contains(.notEnabled) { words.append(self.say(.localized(.spokenDimmed))) }
        if accessibility.isBusy { words.append(self.say(.localized(.spokenBusy))) }
        return words
    }

    private func say(_ text: UserText) -> String {
        TextLayout(localizer: self.localizer, width: Int.max / 4).wrap(
            text.resolved(using: self.localizer),
            width: Int.max / 4
        )
        .joined(separator: " ")
    }

    private func joined(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: ", ")
    }
}

extension Presentation.Element.Kind {
    var isProgress: Bool {
        if case .progress = self { return true }
        return false
    }
}
