import Anshin

/// Lays a presentation out as lines: dialogs framed, headings underlined, paragraphs wrapped,
/// live regions on one line with their mark, buttons side by side, progress as a bar.
///
/// It knows roles and element kinds, never model types, so it draws models it has never seen.
struct TextLayout {
    /// The localizer that resolves every text.
    let localizer: any Localizer

    /// The widest a line may be, in columns.
    let width: Int

    /// Appends an element's lines to the lines drawn so far.
    ///
    /// - An element hidden from assistive technologies (`AccessibilityDescriptor.isHidden`: a
    ///   decorative icon, hidden text) is drawn as any other: the drawing is what a user sees, and
    ///   HTML shows it too. Only the spoken style leaves it out.
    /// - A heading's lines are bold and underlined, with `═` for levels 1 and 2 and `─` below, as
    ///   wide as its widest line.
    /// - A paragraph or a label is wrapped to the width.
    /// - An icon is a one-column mark (`i`, `✓`, `!`, `✗`, `#`, `‼`, `›`), or its symbol's name in
    ///   parentheses.
    /// - The children of a heading, a paragraph, a label or an icon are inline content, as in HTML's
    ///   `<p>`: they follow its text (or mark) on its last line, in reading order, and wrap with it
    ///   (``wrapInline(_:in:)``).
    /// - A button is `[ Title ]`, bold when it takes the initial focus; a container that acts as a
    ///   button (a list row with a disclosure indicator) is one such button, its content on one line.
    ///   In a message's line, a button is one unit of the sentence, never split across lines while
    ///   it fits on one.
    /// - Progress is a bar of up to 30 cells and a percentage, or an empty bar and `…` when the
    ///   fraction is unknown.
    /// - Parameters:
    ///   - element: The element.
    ///   - canvas: The lines drawn so far.
    func appendLines(for element: ElementPlace, to canvas: inout TextCanvas) {
        switch element.kind {
        case .container:
            self.appendContainerLines(element, to: &canvas)
        case .heading(let level):
            // A heading that shows nothing (white space only) draws no line, and no rule either.
            let lines = self.wrapInline(element, in: &canvas)
            guard !lines.isEmpty else { return }
            let style = TextCanvas.Style(tone: element.tone, isBold: true)
            // The rule is as wide as the heading's widest line, up to the width; its characters take
            // a column each.
            var ruleColumns = 0
            for line in lines {
                canvas.startLine()
                canvas.appendRun(line.bytes, columns: line.columns, style: style)
                ruleColumns = max(ruleColumns, line.columns)
            }
            canvas.startLine()
            canvas.append(repeating: level <= 2 ? "═" : "─", count: min(self.width, ruleColumns))
        case .paragraph, .label:
            let style = TextCanvas.Style(tone: element.tone)
            for line in self.wrapInline(element, in: &canvas) {
                canvas.startLine()
                canvas.appendRun(line.bytes, columns: line.columns, style: style)
            }
        case .icon(let icon):
            let style = TextCanvas.Style(tone: element.tone)
            guard !element.children.isEmpty else {
                let mark = Self.addMark(for: icon.symbol, closing: "", to: &canvas)
                canvas.startLine()
                canvas.appendRun(mark.bytes, columns: mark.columns, style: style)
                return
            }
            // The mark starts the line its children are drawn on, inline.
            var sentence = InlineSentence()
            sentence.join(Self.mark(for: icon.symbol))
            self.joinInlineChildren(of: element, to: &sentence)
            for line in canvas.wrap(sentence.text, width: self.width, keptTogether: sentence.buttons) {
                canvas.startLine()
                canvas.appendRun(line.bytes, columns: line.columns, style: style)
            }
        case .button:
            let button = self.drawButton(element, width: self.width, in: &canvas)
            for line in CollectionOfOne(button.first) + button.more {
                canvas.startLine()
                canvas.appendRun(line.bytes, columns: line.columns, style: button.style)
            }
        case .progress(let progress):
            self.appendBar(progress, tone: element.tone, to: &canvas)
        }
    }

    // MARK: - Containers

    /// Appends a container's lines: a dialog framed, a live region on its line, a progress
    /// indicator's parts, a row of buttons, or its children with a blank line before each block
    /// (all but labels and progress bars) after the first.
    private func appendContainerLines(_ element: ElementPlace, to canvas: inout TextCanvas) {
        if element.actsAsButton {
            self.appendContainerButton(element, to: &canvas)
            return
        }
        switch element.accessibility.role {
        case .alertDialog, .dialog:
            self.appendBox(element, to: &canvas)
        case .status, .alert:
            self.appendLiveRegion(element, to: &canvas)
        case .progressIndicator:
            for index in element.childrenInReadingOrder { self.appendLines(for: element.child(at: index), to: &canvas) }
        default:
            if element.isButtonRow {
                self.appendButtonRow(element, width: self.width, to: &canvas)
                return
            }
            // The blank line between blocks depends only on the container's own lines so far.
            let start = canvas.lineCount
            for index in element.childrenInReadingOrder {
                let child = element.child(at: index)
                let separated = canvas.lineCount > start && child.kind.isBlock
                if separated { canvas.startLine() }
                let before = canvas.lineCount
                self.appendLines(for: child, to: &canvas)
                // A child without lines takes no blank line either.
                if separated && canvas.lineCount == before { canvas.removeLastLine() }
            }
        }
    }

    /// A framed box: the dialog's parts, a blank line between them, its buttons right-aligned.
    ///
    /// The inside is four columns narrower than the line (never narrower than ten), and the box is
    /// as wide as its widest line, so its frame stays straight even when a line cannot be made to
    /// fit (dialogs nested deeper than the width allows).
    private func appendBox(_ dialog: ElementPlace, to canvas: inout TextCanvas) {
        let inner = max(10, self.width - 4)
        let layout = TextLayout(localizer: self.localizer, width: inner)
        let start = canvas.lineCount
        for index in dialog.childrenInReadingOrder {
            let child = dialog.child(at: index)
            let separated = canvas.lineCount > start
            if separated { canvas.startLine() }
            let before = canvas.lineCount
            if child.isButtonRow {
                self.appendButtonRow(child, width: inner, to: &canvas)
            } else {
                layout.appendLines(for: child, to: &canvas)
            }
            // A child without lines takes no blank line either.
            if separated && canvas.lineCount == before { canvas.removeLastLine() }
        }
        canvas.frame(from: start)
    }

    /// A message on one line, in the region's colour: its mark, then its sentence. The sentence is
    /// its text after its toned prefix label, joined by the localized "{0}: {1}" template, with
    /// its other labels in parentheses, its buttons as `[ Title ]` and any other part drawn as it
    /// is, the children of its icon, labels and paragraphs inline after them; it wraps beside the mark.
    ///
    /// A button is never split across lines: when it does not fit at the end of a line, it starts
    /// the next one, whole. Only a button wider than a line breaks, at the spaces of its title (and
    /// within a word of it longer than a line), starting a line of its own; its closing bracket, as
    /// closing punctuation, stays with the title's last word.
    ///
    /// A dialog inside the region keeps its frame, on the lines after the message.
    private func appendLiveRegion(_ region: ElementPlace, to canvas: inout TextCanvas) {
        var markSymbol: Icon.Symbol?
        var prefix: UserText?
        // The sentence, its pieces joined by spaces as they come, and its buttons' bytes in it.
        var sentence = InlineSentence()
        for index in region.childrenInReadingOrder where !region.child(at: index).isDialog {
            let child = region.child(at: index)
            switch child.kind {
            case .icon(let icon):
                markSymbol = icon.symbol
                self.joinInlineChildren(of: child, to: &sentence)
            case .label where child.tone != nil && prefix == nil:
                prefix = child.text
                self.joinInlineChildren(of: child, to: &sentence)
            case .label:
                // A label is on the sentence's line too, its line breaks spaces, as the paragraph's
                // are; one that shows nothing leaves no empty parentheses.
                let line = self.singleLine(child.text)
                if !line.isEmpty { sentence.join("(" + line + ")") }
                self.joinInlineChildren(of: child, to: &sentence)
            case .paragraph:
                // The paragraph joins the sentence on one line, and is wrapped only with the rest of it:
                // wrapped on its own first, a word longer than a line would come back with a space in it.
                let line = self.singleLine(child.text)
                if !line.isEmpty { sentence.join(line) }
                self.joinInlineChildren(of: child, to: &sentence)
            default:
                self.joinDrawn(child, to: &sentence)
            }
        }
        var buttons = sentence.buttons
        // The sentence with its prefix, when no button moves with it: it is resolved straight into
        // the canvas as it is wrapped.
        var prefixedSentence: UserText?
        if let prefix {
            let prefixed = UserText.localized(.statusPrefixed, arguments: [.text(prefix), .string(sentence.text)])
            if buttons.isEmpty {
                prefixedSentence = prefixed
            } else {
                // The buttons move with the sentence to where the template puts it: the piece that is
                // the sentence, the argument (the first such piece, should the template repeat it).
                var resolved = ""
                var offset: Int?
                prefixed.resolvePieces(using: self.localizer) { piece, source in
                    if offset == nil && source == .user && piece == sentence.text { offset = resolved.utf8.count }
                    resolved.append(contentsOf: piece)
                }
                sentence.text = resolved
                if let offset {
                    for index in buttons.indices {
                        buttons[index] = (buttons[index].lowerBound + offset)..<(buttons[index].upperBound + offset)
                    }
                } else {
                    buttons = []
                }
            }
        }
        // The sentence wraps beside the mark, in never fewer than ten columns; later lines are
        // indented as far as the mark.
        let style = TextCanvas.Style(tone: region.tone)
        // The mark and a space start the first line.
        let mark = markSymbol.map { Self.addMark(for: $0, closing: " ", to: &canvas) }
        let markColumns = mark?.columns ?? 0
        let width = max(10, self.width - markColumns)
        let lines =
            if let prefixedSentence {
                canvas.wrap(prefixedSentence, using: self.localizer, width: width)
            } else {
                canvas.wrap(sentence.text, width: width, keptTogether: buttons)
            }
        for (index, line) in lines.enumerated() {
            canvas.startLine()
            if index > 0 {
                canvas.append(repeating: " ", count: markColumns, style: style)
            } else if let mark {
                canvas.appendRun(mark.bytes, columns: mark.columns, style: style)
            }
            canvas.appendRun(line.bytes, columns: line.columns, style: style)
        }
        for index in region.childrenInReadingOrder where region.child(at: index).isDialog {
            self.appendLines(for: region.child(at: index), to: &canvas)
        }
    }

    // MARK: - Inline content

    /// The lines of a heading, a paragraph or a label: its text wrapped to the width, line breaks
    /// kept, with its children drawn inline after it, as HTML writes them inside its `<p>` or
    /// `<span>` (``joinInlineChildren(of:to:)``), so they start on its text's last line and wrap with
    /// it, each button kept whole.
    private func wrapInline(_ element: ElementPlace, in canvas: inout TextCanvas) -> [TextWrap.Line] {
        let text = self.resolved(element.text)
        guard !element.children.isEmpty else { return canvas.wrap(text, width: self.width) }
        var sentence = InlineSentence()
        if !text.isEmpty { sentence.join(text) }
        self.joinInlineChildren(of: element, to: &sentence)
        return canvas.wrap(sentence.text, width: self.width, keptTogether: sentence.buttons)
    }

    /// Joins an element's children to a line of inline content, in reading order, each drawn as
    /// the plain style draws it elsewhere, on one line: a heading's, a paragraph's or a label's text
    /// (its line breaks spaces; one that shows nothing adds nothing), an icon's mark, each followed by
    /// its own children; anything else as ``joinDrawn(_:to:)`` draws it (a button `[ Undo ]`, kept
    /// whole).
    private func joinInlineChildren(of element: ElementPlace, to sentence: inout InlineSentence) {
        for index in element.childrenInReadingOrder {
            let child = element.child(at: index)
            switch child.kind {
            case .heading, .paragraph, .label:
                let line = self.singleLine(child.text)
                if !line.isEmpty { sentence.join(line) }
                self.joinInlineChildren(of: child, to: &sentence)
            case .icon(let icon):
                sentence.join(Self.mark(for: icon.symbol))
                self.joinInlineChildren(of: child, to: &sentence)
            default:
                self.joinDrawn(child, to: &sentence)
            }
        }
    }

    /// Joins an element to a line of inline content as it is drawn on its own, each of its lines a
    /// piece. A button is drawn on one line, however long, so the sentence can keep it whole. A
    /// container that acts as a button is laid out at the line's width: its content (rows of
    /// buttons, bars) is padded and sized by the width, which must stay the line's.
    private func joinDrawn(_ element: ElementPlace, to sentence: inout InlineSentence) {
        var drawn = TextCanvas()
        if case .button = element.kind {
            TextLayout(localizer: self.localizer, width: TextWrap.unlimited).appendLines(for: element, to: &drawn)
        } else {
            self.appendLines(for: element, to: &drawn)
        }
        let isButton = element.actsAsButton
        for line in 0..<drawn.lineCount { sentence.join(drawn.text(ofLine: line), isButton: isButton) }
    }

    // MARK: - Buttons

    /// A button drawn in the canvas's text, not yet placed on a line: `[ Title ]` on one line, or,
    /// when its title is too long for the width, the title wrapped inside the brackets, each line
    /// padded to the widest so the button stays one block.
    private struct DrawnButton {
        /// The bytes of a line of the button in the canvas's text, and its columns.
        typealias Line = (bytes: Range<Int>, columns: Int)
        var first: Line
        var more: [Line] = []
        var style: TextCanvas.Style
    }

    /// Draws a button's lines into the canvas's text: its title (or, without one, its accessibility
    /// label, or the label of the image it shows) on one line between `[ ` and ` ]`, in its colour, bold when it takes the initial focus.
    private func drawButton(_ button: ElementPlace, width: Int, in canvas: inout TextCanvas) -> DrawnButton {
        self.drawButton(
            title: self.resolved(button.text ?? button.accessibility.label ?? button.imageLabel),
            style: TextCanvas.Style(tone: button.tone, isBold: button.takesInitialFocus),
            width: width,
            in: &canvas
        )
    }

    /// A container that acts as a button (a list row with a disclosure indicator): one button,
    /// `[ Notifications On › ]`, whose title is its content on one line — its text, then its
    /// children's lines in reading order, joined by spaces — or, without any, its accessibility label.
    /// Like any button's, a title wider than the text wraps inside the brackets.
    private func appendContainerButton(_ row: ElementPlace, to canvas: inout TextCanvas) {
        var pieces: [String] = []
        if let text = row.text { pieces.append(self.singleLine(text)) }
        for index in row.childrenInReadingOrder {
            var drawn = TextCanvas()
            self.appendLines(for: row.child(at: index), to: &drawn)
            for line in 0..<drawn.lineCount { pieces.append(drawn.text(ofLine: line)) }
        }
        var title = pieces.filter { !$0.isEmpty }.joined(separator: " ")
        if title.isEmpty { title = self.resolved(row.accessibility.label) }
        let button = self.drawButton(
            title: title,
            style: TextCanvas.Style(tone: row.tone),
            width: self.width,
            in: &canvas
        )
        for line in CollectionOfOne(button.first) + button.more {
            canvas.startLine()
            canvas.appendRun(line.bytes, columns: line.columns, style: button.style)
        }
    }

    /// Draws a title as a button: on one line between `[ ` and ` ]`, or wrapped inside the brackets
    /// when it is too long for the width.
    private func drawButton(
        title: String,
        style: TextCanvas.Style,
        width: Int,
        in canvas: inout TextCanvas
    ) -> DrawnButton {
        let drawn = canvas.addSingleLine(title, opening: "[ ", closing: " ]")
        if drawn.columns + 4 <= width { return DrawnButton(first: (drawn.bytes, drawn.columns + 4), style: style) }

        // Too long for one line: the title wraps inside the brackets.
        let titleBytes = (drawn.bytes.lowerBound + 2)..<(drawn.bytes.upperBound - 2)
        let singleLine = String(decoding: canvas.text[titleBytes], as: UTF8.self)
        let pieces = canvas.wrap(singleLine, width: max(2, width - 4))
        let widest = pieces.map(\.columns).max() ?? 0
        var lines: [DrawnButton.Line] = []
        for (index, piece) in pieces.enumerated() {
            let bytes = canvas.addText { bytes in
                bytes.append(contentsOf: (index == 0 ? "[ " : "  ").utf8)
                for byte in piece.bytes { bytes.append(bytes[byte]) }
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: widest - piece.columns))
                bytes.append(contentsOf: (index == pieces.count - 1 ? " ]" : "  ").utf8)
            }
            lines.append((bytes, DisplayWidth.of(String(decoding: canvas.text[bytes], as: UTF8.self))))
        }
        // A title this long has a printable character, so it wraps to at least one line.
        guard !lines.isEmpty else { return DrawnButton(first: (canvas.addText { $0 += "[  ]".utf8 }, 4), style: style) }
        return DrawnButton(first: lines[0], more: Array(lines.dropFirst()), style: style)
    }

    /// Buttons side by side, `  ` between them, as many to a row as fit, each row right-aligned; a
    /// button whose title wraps takes rows of its own.
    private func appendButtonRow(_ row: ElementPlace, width: Int, to canvas: inout TextCanvas) {
        // The row being filled: its columns with the gaps (none when no row is open), and where its
        // runs start, so its padding can go before them once it is full.
        var rowColumns = 0
        var rowFirstRun = 0
        func finishRow(_ canvas: inout TextCanvas) {
            guard rowColumns > 0 else { return }
            canvas.insertPadding(count: width - rowColumns, at: rowFirstRun)
            rowColumns = 0
        }
        for index in row.childrenInReadingOrder {
            let button = self.drawButton(row.child(at: index), width: width, in: &canvas)
            guard button.more.isEmpty else {
                finishRow(&canvas)
                for line in CollectionOfOne(button.first) + button.more {
                    canvas.startLine()
                    canvas.append(repeating: " ", count: width - line.columns)
                    canvas.appendRun(line.bytes, columns: line.columns, style: button.style)
                }
                continue
            }
            if rowColumns > 0 && rowColumns + 2 + button.first.columns > width { finishRow(&canvas) }
            if rowColumns == 0 {
                canvas.startLine()
                rowFirstRun = canvas.runs.count
            } else {
                canvas.append("  ", columns: 2)
                rowColumns += 2
            }
            canvas.appendRun(button.first.bytes, columns: button.first.columns, style: button.style)
            rowColumns += button.first.columns
        }
        finishRow(&canvas)
    }

    // MARK: - Progress

    /// A bar of up to 30 cells, never fewer than 10, leaving room for `[`, `] ` and a percentage:
    /// the filled cells (rounded half up, and not all of them before the work is done) in the
    /// element's colour, then the percentage (`Progress.drawnPercent`), for the fraction as drawn
    /// (`Progress.drawnFraction`: within 0...1); an unknown fraction is an empty bar and `…`, all in
    /// the element's colour.
    private func appendBar(_ progress: Presentation.Element.Progress, tone: ColorToken?, to canvas: inout TextCanvas) {
        let cells = max(10, min(30, self.width - 8))
        canvas.startLine()
        // Every character of a bar takes one column.
        guard let fraction = progress.drawnFraction, let percent = progress.drawnPercent else {
            let opening = canvas.addText { $0.append(UInt8(ascii: "[")) }
            _ = canvas.addRepeated("░", count: cells)
            let closing = canvas.addText { $0.append(contentsOf: "] …".utf8) }
            canvas.appendRun(
                opening.lowerBound..<closing.upperBound,
                columns: cells + 4,
                style: TextCanvas.Style(tone: tone)
            )
            return
        }
        // A full bar, like 100 %, means done.
        let filled = min(Int(fraction * Double(cells) + 0.5), percent < 100 ? cells - 1 : cells)
        let percentage = "] " + String(percent) + "%"
        canvas.append("[", columns: 1)
        canvas.append(repeating: "█", count: filled, style: TextCanvas.Style(tone: tone))
        canvas.append(repeating: "░", count: cells - filled)
        canvas.append(percentage, columns: percentage.utf8.count)
    }

    // MARK: - Text

    /// A text resolved by the localizer on one line (``TextWrap/appendSingleLine(of:to:scratch:)``);
    /// empty when there is none.
    private func singleLine(_ text: UserText?) -> String {
        guard let text else { return "" }
        var bytes: [UInt8] = []
        var scratch = TextWrap.Scratch()
        TextWrap.appendSingleLine(of: text, using: self.localizer, to: &bytes, scratch: &scratch)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A text resolved by the localizer; empty when there is none.
    private func resolved(_ text: UserText?) -> String {
        text?.resolved(using: self.localizer) ?? ""
    }

    /// Adds an icon's mark, and what follows it, to the canvas's text for a run to draw: a
    /// one-column mark for a symbol the package knows (`i`, `✓`, `!`, `✗`, `#`, `‼`, `›`), or the
    /// symbol's name, terminal-safe, in parentheses.
    /// - Parameters:
    ///   - symbol: The icon's symbol.
    ///   - closing: What follows the mark: nothing or a space.
    ///   - canvas: The canvas.
    /// - Returns: The bytes in the canvas's text, and their columns.
    static func addMark(
        for symbol: Icon.Symbol,
        closing: String,
        to canvas: inout TextCanvas
    ) -> (bytes: Range<Int>, columns: Int) {
        guard let known = Self.knownMark(for: symbol) else {
            return canvas.addNeutralized(symbol.rawValue, opening: "(", closing: ")" + closing)
        }
        return (canvas.addText { $0 += (known + closing).utf8 }, 1 + closing.utf8.count)
    }

    /// An icon's mark as ``addMark(for:closing:to:)`` draws it, for a line of inline content.
    private static func mark(for symbol: Icon.Symbol) -> String {
        var drawn = TextCanvas()
        let mark = Self.addMark(for: symbol, closing: "", to: &drawn)
        return String(decoding: drawn.text[mark.bytes], as: UTF8.self)
    }

    /// The one-column mark of a symbol the package knows, or `nil`.
    private static func knownMark(for symbol: Icon.Symbol) -> String? {
        switch symbol.rawValue {
        case "info": "i"
        case "checkmark": "✓"
        case "exclamation": "!"
        case "xmark": "✗"
        case "bug": "#"
        case "bolt": "‼"
        case "chevron-forward": "›"
        default: nil
        }
    }
}

extension Presentation.Element.Kind {
    /// Whether the element is a button.
    var isButton: Bool {
        if case .button = self { return true }
        return false
    }

    /// Whether the element is a progress indicator.
    var isProgress: Bool {
        if case .progress = self { return true }
        return false
    }

    /// Whether the element stands apart from its siblings with a blank line: all but labels and
    /// progress bars.
    var isBlock: Bool {
        switch self {
        case .label, .progress: false
        default: true
        }
    }
}
