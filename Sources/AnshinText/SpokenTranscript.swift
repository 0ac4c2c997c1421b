import Anshin

/// What a screen reader would say for a presentation, one utterance per line, built only from the
/// accessibility descriptors: announcements, labels, values, trait words and states, in reading
/// order, with hidden elements left out and merged groups read as one.
struct SpokenTranscript {
    var localizer: any Localizer

    /// The transcript of an element: its utterances, one a line, joined by newlines.
    func transcript(of element: Presentation.Element) -> String {
        var bytes: [UInt8] = []
        self.append(element, to: &bytes)
        return String(writtenUTF8: bytes)
    }

    /// Appends the transcript of an element as UTF-8 to a byte buffer, written straight into it
    /// rather than gathered as lines and parts and joined.
    /// - Parameters:
    ///   - element: The element.
    ///   - output: The buffer to append to.
    func append(_ element: Presentation.Element, to output: inout [UInt8]) {
        var writer = Writer()
        // The writer appends to the caller's buffer itself: swapped in and out, it is never copied.
        swap(&writer.bytes, &output)
        withUnsafePointer(to: element) { self.write($0, into: &writer) }
        swap(&writer.bytes, &output)
    }

    // Elements and their descriptors are read in place through pointers, as the text layout reads
    // them: a `for child in children` loop, or a descriptor read into a constant, copies every text
    // inside.

    /// Writes an element's utterances, then its children's, each on a line of its own.
    private func write(_ element: UnsafePointer<Presentation.Element>, into writer: inout Writer) {
        let accessibility = element.pointer(to: \.accessibility)!
        guard !accessibility.pointee.isHidden else { return }
        if let announcement = accessibility.pointee.announcement {
            let key: UserText.Key =
                announcement.politeness == .assertive ? .spokenUrgentAnnouncement : .spokenAnnouncement
            writer.startLine()
            writer.append(self.say(.localized(key, arguments: [.text(announcement.text)])))
        }
        self.writeUtterance(for: element, into: &writer)
        guard accessibility.pointee.grouping == .default else { return }
        let children = TextLayout.readingOrder(element.pointee.children)
        children.withUnsafeBufferPointer { children in
            for child in children.elementPointers { self.write(child, into: &writer) }
        }
    }

    /// Writes the words for the element itself, as one line of parts joined by commas, or nothing
    /// when it says nothing of its own.
    private func writeUtterance(for element: UnsafePointer<Presentation.Element>, into writer: inout Writer) {
        let accessibility = element.pointer(to: \.accessibility)!
        let label = self.label(of: element)
        writer.startUtterance()
        defer { writer.endUtterance() }
        switch element.pointee.kind {
        case .container:
            switch accessibility.pointee.role {
            case .alertDialog:
                writer.part(self.say(.localized(.spokenAlert)))
            case .dialog:
                writer.part(self.say(.localized(.spokenDialog)))
            case .progressIndicator:
                // The progress element inside says the role; the container only says it is busy.
                if accessibility.pointee.isBusy && !element.pointee.children.contains(where: { $0.kind.isProgress }) {
                    writer.part(label)
                    writer.part(self.say(.localized(.spokenBusy)))
                }
                return
            default:
                guard accessibility.pointee.grouping != .default else { return }
            }
            writer.part(label)
            if let hint = accessibility.pointee.hint { writer.part(self.say(hint)) }
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
        if let value = accessibility.pointee.value { writer.part(self.say(value)) }
        self.writeTraitWords(accessibility, kind: element.pointee.kind, into: &writer)
        if let hint = accessibility.pointee.hint { writer.part(self.say(hint)) }
    }

    private func label(of element: UnsafePointer<Presentation.Element>) -> String? {
        let accessibility = element.pointer(to: \.accessibility)!
        let spoken = accessibility.pointee.spokenLabel ?? accessibility.pointee.label ?? element.pointee.text
        guard let spoken else { return nil }
        let said = self.say(spoken)
        return said.isEmpty ? nil : said
    }

    /// Adds the words for the element's traits and states to its utterance: selected, button, link,
    /// heading and its level, image, adjustable, dimmed and busy, in that order.
    private func writeTraitWords(
        _ accessibility: UnsafePointer<AccessibilityDescriptor>,
        kind: Presentation.Element.Kind,
        into writer: inout Writer
    ) {
        let traits = accessibility.pointee.traits
        if traits.contains(.selected) { writer.part(self.say(.localized(.spokenSelected))) }
        if traits.contains(.button) { writer.part(self.say(.localized(.spokenButton))) }
        if traits.contains(.link) { writer.part(self.say(.localized(.spokenLink))) }
        if traits.contains(.header) {
            var level = accessibility.pointee.headingLevel ?? 2
            if case .heading(let elementLevel) = kind { level = accessibility.pointee.headingLevel ?? elementLevel }
            writer.part(self.say(.localized(.spokenHeading, arguments: [.integer(level)])))
        }
        if traits.contains(.image) { writer.part(self.say(.localized(.spokenImage))) }
        if traits.contains(.adjustable) { writer.part(self.say(.localized(.spokenAdjustable))) }
        if traits.contains(.notEnabled) { writer.part(self.say(.localized(.spokenDimmed))) }
        if accessibility.pointee.isBusy { writer.part(self.say(.localized(.spokenBusy))) }
    }

    /// Text as it is spoken: resolved, made terminal-safe, on one line.
    private func say(_ text: UserText) -> String {
        TextLayout.singleLine(text.resolved(using: self.localizer))
    }
}

extension Presentation.Element.Kind {
    var isProgress: Bool {
        if case .progress = self { return true }
        return false
    }
}
