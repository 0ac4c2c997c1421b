import Anshin

/// Lays a presentation out as lines: dialogs framed, headings underlined, paragraphs wrapped,
/// live regions on one line with their mark, buttons side by side, progress as a bar.
///
/// It knows roles and element kinds, never model types, so it draws models it has never seen.
struct TextLayout {
    var localizer: any Localizer
    var width: Int

    /// Appends an element's lines to the lines drawn so far, so a tree of elements is drawn into one
    /// canvas rather than an array per element joined into its parent's.
    /// - Parameters:
    ///   - element: The element.
    ///   - canvas: The lines drawn so far.
    func appendLines(for element: Presentation.Element, to canvas: inout TextCanvas) {
        withUnsafePointer(to: element) { self.appendLines(for: $0, to: &canvas) }
    }

    // Elements are read in place through pointers, as the HTML writer reads them: passing an element
    // read from an array to a function copies it (a copy and a destroy of every text and descriptor
    // inside, about 670 instructions each), and a `for child in children` loop copies every child.

    /// Appends the lines of an element read in place.
    /// - Parameters:
    ///   - element: The element.
    ///   - canvas: The lines drawn so far.
    private func appendLines(for element: UnsafePointer<Presentation.Element>, to canvas: inout TextCanvas) {
        guard !element.pointee.accessibility.isHidden || element.pointee.kind.isIcon else { return }
        switch element.pointee.kind {
        case .container:
            self.appendContainerLines(element, to: &canvas)
        case .heading(let level):
            let text = self.text(element.pointee.text)
            guard !text.isEmpty else { return }
            // The rule's box-drawing characters take one column each.
            let underline = min(self.width, DisplayWidth.of(text))
            for line in Self.wrap(text, width: self.width) {
                canvas.appendLine(line, tone: element.pointee.tone, isBold: true)
            }
            canvas.startLine()
            canvas.append(repeating: level <= 2 ? "═" : "─", count: underline)
        case .paragraph, .label:
            for line in Self.wrap(self.text(element.pointee.text), width: self.width) {
                canvas.appendLine(line, tone: element.pointee.tone)
            }
        case .icon(let icon):
            let mark = Self.mark(for: icon.symbol)
            canvas.appendLine(mark.text, width: mark.width, tone: element.pointee.tone)
        case .button:
            let button = self.button(element, width: self.width)
            canvas.appendLine(button.first.text, width: button.first.width, tone: button.tone, isBold: button.isBold)
            for line in button.more {
                canvas.appendLine(line.text, width: line.width, tone: button.tone, isBold: button.isBold)
            }
        case .progress(let progress):
            self.appendBar(progress, tone: element.pointee.tone, to: &canvas)
        }
    }

    // MARK: - Containers

    /// Appends a container's lines: a dialog framed, a live region on its line, a row of buttons,
    /// or its children with a blank line before each block after the first.
    private func appendContainerLines(_ element: UnsafePointer<Presentation.Element>, to canvas: inout TextCanvas) {
        Self.readingOrder(element.pointee.children).withUnsafeBufferPointer { children in
            switch element.pointee.accessibility.role {
            case .alertDialog, .dialog:
                self.appendBox(children, to: &canvas)
            case .status, .alert:
                self.appendLiveRegion(element, children: children, to: &canvas)
            case .progressIndicator:
                for child in children.elementPointers { self.appendLines(for: child, to: &canvas) }
            default:
                if element.pointee.isButtonRow {
                    self.appendButtonRow(children, width: self.width, to: &canvas)
                    return
                }
                // Lines before the container's own stay as they are: the blank line between blocks
                // depends only on the container's lines so far.
                let start = canvas.lineCount
                for child in children.elementPointers {
                    let before = canvas.lineCount
                    let separated = canvas.lineCount > start && child.pointee.kind.isBlock
                    if separated { canvas.startLine() }
                    self.appendLines(for: child, to: &canvas)
                    // A child without lines takes no blank line either.
                    if separated && canvas.lineCount == before + 1 { canvas.removeLastLine() }
                }
            }
        }
    }

    /// A message on one line: its mark, then its text after its toned prefix label (joined by the
    /// localized "{0}: {1}" template) and its other labels in parentheses, in the message's colour.
    /// A dialog inside the region keeps its frame, on the lines after the message.
    private func appendLiveRegion(
        _ element: UnsafePointer<Presentation.Element>,
        children: UnsafeBufferPointer<Presentation.Element>,
        to canvas: inout TextCanvas
    ) {
        var mark = ""
        var markWidth = 0
        var prefix: UserText?
        // The sentence, its pieces joined by spaces as they come, with no array of pieces.
        var body = ""
        var pieceCount = 0
        func join(_ piece: String) {
            if pieceCount > 0 { body.append(" ") }
            body.append(piece)
            pieceCount += 1
        }
        for child in children.elementPointers where !child.pointee.isDialog {
            switch child.pointee.kind {
            case .icon(let icon):
                (mark, markWidth) = Self.liveRegionMark(for: icon.symbol)
            case .label where child.pointee.tone != nil && prefix == nil:
                prefix = child.pointee.text
            case .label:
                join("(\(self.text(child.pointee.text)))")
            case .paragraph:
                // The paragraph joins the sentence on one line, wrapped only with the rest of it: wrapped
                // on its own first, a word longer than a line would come back with a space inside it.
                if !child.pointee.accessibility.isHidden {
                    let line = Self.singleLine(self.text(child.pointee.text))
                    if !line.isEmpty { join(line) }
                }
            default:
                var drawn = TextCanvas()
                self.appendLines(for: child, to: &drawn)
                for line in 0..<drawn.lineCount { join(drawn.rendered(line: line, colors: .never)) }
            }
        }
        if let prefix {
            body = UserText.localized(.statusPrefixed, arguments: [.text(prefix), .string(body)]).resolved(
                using: self.localizer
            )
        }
        let textWidth = Self.liveRegionTextWidth(lineWidth: self.width, markWidth: markWidth)
        for (index, text) in Self.wrap(body, width: textWidth).enumerated() {
            if index == 0 {
                canvas.appendLine(mark, width: markWidth, tone: element.pointee.tone)
            } else {
                canvas.startLine()
                canvas.append(repeating: " ", count: markWidth, tone: element.pointee.tone)
            }
            canvas.append(text, tone: element.pointee.tone)
        }
        for child in children.elementPointers where child.pointee.isDialog { self.appendLines(for: child, to: &canvas) }
    }

    /// A live region's mark, which starts its first line: its symbol's mark and a space, with their
    /// columns.
    /// - Parameter symbol: The region's icon.
    /// - Returns: The mark and its columns.
    static func liveRegionMark(for symbol: Icon.Symbol) -> (text: String, width: Int) {
        let mark = Self.mark(for: symbol)
        return (mark.text + " ", mark.width + 1)
    }

    /// The columns a live region's sentence wraps to beside its mark: never fewer than ten.
    /// - Parameters:
    ///   - lineWidth: The columns of a line.
    ///   - markWidth: The columns of the mark and its space.
    /// - Returns: The columns for the sentence.
    static func liveRegionTextWidth(lineWidth: Int, markWidth: Int) -> Int {
        max(10, lineWidth - markWidth)
    }

    /// The narrowest a box's inside gets, however deeply dialogs nest.
    static let narrowestBox = 10

    /// The columns inside a box's frame (`│ ` and ` │` take four), never fewer than ``narrowestBox``.
    /// - Parameter width: The columns of a line.
    /// - Returns: The columns inside the frame.
    static func boxInnerWidth(_ width: Int) -> Int {
        max(Self.narrowestBox, width - 4)
    }

    /// A framed box: the dialog's parts, blank lines between them, its buttons right-aligned.
    ///
    /// The box is as wide as its widest line, so its frame stays straight even when a line cannot be
    /// made to fit (dialogs nested deeper than the width allows).
    private func appendBox(_ children: UnsafeBufferPointer<Presentation.Element>, to canvas: inout TextCanvas) {
        let inner = Self.boxInnerWidth(self.width)
        let layout = TextLayout(localizer: self.localizer, width: inner)
        let start = canvas.lineCount
        for child in children.elementPointers {
            let before = canvas.lineCount
            let separated = canvas.lineCount > start
            if separated { canvas.startLine() }
            if child.pointee.isButtonRow {
                Self.readingOrder(child.pointee.children).withUnsafeBufferPointer { buttons in
                    self.appendButtonRow(buttons, width: inner, to: &canvas)
                }
            } else {
                layout.appendLines(for: child, to: &canvas)
            }
            // A child without lines takes no blank line either.
            if separated && canvas.lineCount == before + 1 { canvas.removeLastLine() }
        }
        canvas.frame(from: start)
    }

    /// Buttons side by side, `  ` between them, as many to a row as fit, each row right-aligned; a
    /// button whose title wraps takes rows of its own.
    private func appendButtonRow(
        _ buttons: UnsafeBufferPointer<Presentation.Element>,
        width: Int,
        to canvas: inout TextCanvas
    ) {
        var drawn: [DrawnButton] = []
        drawn.reserveCapacity(buttons.count)
        for button in buttons.elementPointers { drawn.append(self.button(button, width: width)) }
        // The buttons of the row being filled: drawn[rowStart..<index], rowWidth columns with the gaps.
        var rowStart = 0
        var rowWidth = 0
        func appendRow(upTo end: Int) {
            guard rowWidth > 0 else { return }
            canvas.startLine()
            canvas.append(repeating: " ", count: width - rowWidth)
            for index in rowStart..<end {
                if index > rowStart { canvas.append("  ", width: 2) }
                let button = drawn[index]
                canvas.append(button.first.text, width: button.first.width, tone: button.tone, isBold: button.isBold)
            }
        }
        for (index, button) in drawn.enumerated() {
            guard button.more.isEmpty else {
                // A title too long for one line: the button takes rows of its own.
                appendRow(upTo: index)
                for line in CollectionOfOne(button.first) + button.more {
                    canvas.startLine()
                    canvas.append(repeating: " ", count: width - line.width)
                    canvas.append(line.text, width: line.width, tone: button.tone, isBold: button.isBold)
                }
                rowStart = index + 1
                rowWidth = 0
                continue
            }
            if rowWidth > 0 && rowWidth + 2 + button.first.width > width {
                appendRow(upTo: index)
                rowStart = index
                rowWidth = 0
            }
            rowWidth += (rowWidth > 0 ? 2 : 0) + button.first.width
        }
        appendRow(upTo: drawn.count)
    }

    /// A button drawn as lines of text with their columns, in its colour and weight: one line, kept
    /// without an array, unless its title wraps.
    private struct DrawnButton {
        var first: (text: String, width: Int)
        var more: [(text: String, width: Int)] = []
        var tone: ColorToken?
        var isBold: Bool
    }

    /// A button, `[ Title ]`, on one line; a title too long for the width wraps inside the brackets,
    /// each line padded to the widest so the button stays one block.
    private func button(_ element: UnsafePointer<Presentation.Element>, width: Int) -> DrawnButton {
        let title = Self.singleLine(self.text(element.pointee.text ?? element.pointee.accessibility.label))
        let tone = element.pointee.tone
        let isBold = element.pointee.kind.isInitialFocus
        let titleWidth = DisplayWidth.of(title)
        if titleWidth + 4 <= width {
            var drawn = "[ "
            drawn.reserveCapacity(title.utf8.count + 4)
            drawn += title
            drawn += " ]"
            return DrawnButton(first: (drawn, titleWidth + 4), tone: tone, isBold: isBold)
        }
        let pieces = Self.wrap(title, width: max(2, width - 4))
        let widths = pieces.map { DisplayWidth.of($0) }
        let widest = widths.max() ?? 0
        var lines = pieces.enumerated().map { index, piece in
            let padding = Self.repeated(" ", count: widest - widths[index])
            let opening = index == 0 ? "[ " : "  "
            let closing = index == pieces.count - 1 ? " ]" : "  "
            let text = opening + piece + padding + closing
            return (text: text, width: DisplayWidth.of(text))
        }
        // Wrapping a title with at least one printable character gives at least one line.
        let first = lines.isEmpty ? (text: "[  ]", width: 4) : lines.removeFirst()
        return DrawnButton(first: first, more: lines, tone: tone, isBold: isBold)
    }

    /// Text on one line: made terminal-safe, its line breaks turned into spaces, as wrapping it to no
    /// width limit and joining the lines gives. Printable ASCII text that does not start with a space
    /// (wrapping drops spaces before a line's first word) is already such a line.
    static func singleLine(_ text: String) -> String {
        let isAlreadyOneLine = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, first != UInt8(ascii: " ") else { return false }
            return !bytes.contains { $0 < 0x20 || $0 > 0x7E }
        }
        if isAlreadyOneLine == true { return text }
        let lines = Self.wrap(text, width: Int.max / 4)
        return lines.count == 1 ? lines[0] : lines.joined(separator: " ")
    }

    /// How many cells a bar has on a line: up to 30, never fewer than 10, leaving room for `[`, `] `
    /// and a percentage.
    /// - Parameter width: The columns of a line.
    /// - Returns: The cells.
    static func barCells(width: Int) -> Int {
        max(10, min(30, width - 8))
    }

    /// How many of a bar's cells are filled, and the percentage written after it, for a fraction:
    /// both rounded half up, a fraction outside 0...1 clamped and one that is not finite taken as 0.
    /// - Parameters:
    ///   - fraction: The fraction drawn.
    ///   - cells: The bar's cells.
    /// - Returns: The filled cells and the percentage.
    static func barFilling(fraction: Double, cells: Int) -> (filled: Int, percent: Int) {
        let clamped = min(1, max(0, fraction.isFinite ? fraction : 0))
        return (Int(clamped * Double(cells) + 0.5), Int(clamped * 100 + 0.5))
    }

    private func appendBar(_ progress: Presentation.Element.Progress, tone: ColorToken?, to canvas: inout TextCanvas) {
        let cells = Self.barCells(width: self.width)
        // Every character of a bar takes one column (`█`, `░` and `…` are plain narrow scalars, see
        // `DisplayWidth.isPlainNarrow`), so its runs are not measured, and its cells are runs of one
        // character repeated rather than strings built to be measured and copied.
        guard let fraction = progress.fraction else {
            canvas.appendLine(
                Self.repeated("░", count: cells, prefix: "[", suffix: "] …"),
                width: cells + 4,
                tone: tone
            )
            return
        }
        let (filled, percent) = Self.barFilling(fraction: fraction, cells: cells)
        canvas.appendLine("[", width: 1, tone: nil)
        canvas.append(repeating: "█", count: filled, tone: tone)
        // Uncoloured, so drawn the same as one run of the empty cells and the percentage.
        canvas.append(repeating: "░", count: cells - filled)
        let percentage = "] \(percent)%"
        canvas.append(percentage, width: percentage.utf8.count)
    }

    // MARK: - Text

    private func text(_ text: UserText?) -> String {
        guard let text else { return "" }
        return text.resolved(using: self.localizer)
    }

    /// Wraps text to a width in columns, at spaces where it can and anywhere where it must (CJK text
    /// has no spaces); line breaks in the text are kept; every line is made terminal-safe.
    static func wrap(_ text: String, width: Int) -> [String] {
        Self.wrapPrintableASCII(text, width: width) ?? Self.wrapSimpleScalars(text, width: width)
            ?? Self.wrapCharacters(text, width: width)
    }

    /// ``wrap(_:width:)`` for any text, character by character: line breaks split it into
    /// paragraphs, each made terminal-safe, then measured and broken as the wrap describes.
    static func wrapCharacters(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        // Splitting compares every character; text without the bytes of a line break or a space is
        // one paragraph or one word, found without comparing any.
        let paragraphs =
            Self.mayHaveLineBreak(text)
            ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) : [Substring(text)]
        for paragraph in paragraphs {
            let safe = TerminalSafety.neutralized(paragraph)
            var line = ""
            var lineWidth = 0
            let words =
                safe.utf8.contains(UInt8(ascii: " "))
                ? safe.split(separator: " ", omittingEmptySubsequences: false) : [Substring(safe)]
            for word in words {
                // A word is measured only when it might join a line; at a line's start its characters
                // are measured one by one below.
                if lineWidth > 0, case let wordWidth = DisplayWidth.of(word), lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                // The characters from `pending` on belong to the line but are appended in one piece,
                // when the line breaks or the word ends, rather than one by one.
                var pending = word.startIndex
                var index = word.startIndex
                while index < word.endIndex {
                    let next = word.index(after: index)
                    let character = word[index]
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width && lineWidth > 0 {
                        line += word[pending..<index]
                        pending = index
                        // Kinsoku: closing punctuation never starts a line, so the character before
                        // it moves down with it.
                        var carried = ""
                        if Self.cannotStartLine(character), line.count > 1, let last = line.popLast() {
                            carried = String(last)
                        }
                        lines.append(line)
                        line = carried
                        lineWidth = DisplayWidth.of(carried)
                    }
                    lineWidth += characterWidth
                    index = next
                }
                line += word[pending...]
            }
            lines.append(line)
        }
        while let last = lines.last, last.isEmpty, lines.count > 1 { lines.removeLast() }
        return lines.count == 1 && lines[0].isEmpty ? [] : lines
    }

    /// Whether text may hold a line break character — LF, VT, FF, CR, NEL (U+0085) or a line or
    /// paragraph separator (U+2028, U+2029) — found by their UTF-8 bytes; `true` when the bytes are
    /// not contiguous. Text without them is one paragraph.
    static func mayHaveLineBreak(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A...0x0D:
                    return true
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                    return true
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return true
                default:
                    index += 1
                }
            }
            return false
        }
        return found ?? true
    }

    /// ``wrap(_:width:)`` for text of printable ASCII only (no controls, tabs or line breaks), on
    /// its bytes: every byte is a character of one column and needs no neutralizing, so each line is
    /// a run of the text's bytes and is copied once. `nil` when the text has any other byte (or its
    /// bytes are not contiguous); the general wrap handles it.
    ///
    /// It follows the general wrap step by step: words join with one space while they fit, a word
    /// that does not fit starts a new line, a word longer than the width breaks between characters,
    /// and closing punctuation that would start a line takes the character before it along.
    static func wrapPrintableASCII(_ text: String, width: Int) -> [String]? {
        let wrapped = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
            let count = bytes.count
            var lines: [String] = []
            // The line being filled is always bytes[lineStart..<lineEnd].
            var lineStart = 0
            var lineEnd = 0
            func line() -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
            }
            var wordStart = 0
            while true {
                var wordEnd = wordStart
                while wordEnd < count && bytes[wordEnd] != 0x20 { wordEnd += 1 }
                let lineWidth = lineEnd - lineStart
                if lineWidth > 0 && lineWidth + 1 + (wordEnd - wordStart) <= width {
                    // The space before the word is the byte after the line, so the line grows in place.
                    lineEnd = wordEnd
                } else {
                    if lineWidth > 0 { lines.append(line()) }
                    lineStart = wordStart
                    lineEnd = wordStart
                    for index in wordStart..<wordEnd {
                        if lineEnd - lineStart + 1 > width && lineEnd > lineStart {
                            let carries = Self.cannotStartLine(bytes[index]) && lineEnd - lineStart > 1
                            if carries { lineEnd -= 1 }
                            lines.append(line())
                            lineStart = lineEnd
                        }
                        lineEnd = index + 1
                    }
                }
                guard wordEnd < count else { break }
                wordStart = wordEnd + 1
            }
            guard lineEnd > lineStart else { return lines }
            if lines.isEmpty && lineStart == 0 && lineEnd == count { return [text] }
            lines.append(line())
            return lines
        }
        return wrapped ?? nil
    }

    /// ``wrap(_:width:)`` for text of simple scalars only — printable ASCII and the scalars
    /// ``DisplayWidth/isPlainWide(_:)`` and ``DisplayWidth/isPlainNarrow(_:)`` accept, such as kana,
    /// ideographs, fullwidth forms, Latin letters and common punctuation — on its UTF-8 bytes. Each
    /// such scalar is a character of its own, takes one or two columns and needs no neutralizing,
    /// and none is a line break, so each line is a run of the text's bytes, copied once. `nil` when
    /// the text has any other scalar (or its bytes are not contiguous).
    ///
    /// It follows the general wrap step by step, as ``wrapPrintableASCII(_:width:)`` does.
    static func wrapSimpleScalars(_ text: String, width: Int) -> [String]? {
        let wrapped = text.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            let count = bytes.count
            // The simple scalar at a byte offset: its value, columns and length in bytes.
            func scalar(at index: Int) -> (value: UInt32, width: Int, length: Int)? {
                let lead = bytes[index]
                if lead < 0x80 { return lead >= 0x20 && lead != 0x7F ? (UInt32(lead), 1, 1) : nil }
                let value: UInt32
                let length: Int
                if lead < 0xE0, index + 1 < count {
                    value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    length = 2
                } else if lead < 0xF0, index + 2 < count {
                    value =
                        UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                        | UInt32(bytes[index + 2] & 0x3F)
                    length = 3
                } else {
                    return nil
                }
                if DisplayWidth.isPlainWide(value) { return (value, 2, length) }
                if DisplayWidth.isPlainNarrow(value) { return (value, 1, length) }
                return nil
            }
            var index = 0
            while index < count {
                guard let found = scalar(at: index) else { return nil }
                index += found.length
            }
            var lines: [String] = []
            // The line being filled is always bytes[lineStart..<lineEnd], lineWidth columns wide.
            var lineStart = 0
            var lineEnd = 0
            var lineWidth = 0
            func line() -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
            }
            var wordStart = 0
            while true {
                var wordEnd = wordStart
                var wordWidth = 0
                while wordEnd < count && bytes[wordEnd] != 0x20, let found = scalar(at: wordEnd) {
                    wordWidth += found.width
                    wordEnd += found.length
                }
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    // The space before the word is the byte after the line, so the line grows in place.
                    lineEnd = wordEnd
                    lineWidth += 1 + wordWidth
                } else {
                    if lineWidth > 0 { lines.append(line()) }
                    lineStart = wordStart
                    lineEnd = wordStart
                    lineWidth = 0
                    var lineScalars = 0
                    var previousStart = wordStart
                    var previousWidth = 0
                    var index = wordStart
                    while index < wordEnd, let found = scalar(at: index) {
                        if lineWidth + found.width > width && lineWidth > 0 {
                            // Kinsoku: the character before closing punctuation moves down with it.
                            let carries = Self.cannotStartLine(scalarValue: found.value) && lineScalars > 1
                            if carries { lineEnd = previousStart }
                            lines.append(line())
                            lineStart = lineEnd
                            lineWidth = carries ? previousWidth : 0
                            lineScalars = carries ? 1 : 0
                        }
                        previousStart = index
                        previousWidth = found.width
                        index += found.length
                        lineEnd = index
                        lineWidth += found.width
                        lineScalars += 1
                    }
                }
                guard wordEnd < count else { break }
                wordStart = wordEnd + 1
            }
            guard lineEnd > lineStart else { return lines }
            if lines.isEmpty && lineStart == 0 && lineEnd == count { return [text] }
            lines.append(line())
            return lines
        }
        return wrapped ?? nil
    }

    /// Whether an ASCII byte is closing punctuation that must not begin a line, as
    /// the character overload decides for the character.
    static func cannotStartLine(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "?"),
            UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"):
            true
        default:
            false
        }
    }

    /// Text made of a piece repeated, between a prefix and a suffix, built in one allocation
    /// (`String(repeating:count:)` appends the piece once per repetition).
    /// - Parameters:
    ///   - piece: The text repeated.
    ///   - count: How many times; none when zero or less.
    ///   - prefix: The text before the repetitions.
    ///   - suffix: The text after them.
    /// - Returns: `prefix`, `piece` `count` times, then `suffix`.
    static func repeated(_ piece: String, count: Int, prefix: String = "", suffix: String = "") -> String {
        let count = max(0, count)
        var piece = piece
        var prefix = prefix
        var suffix = suffix
        let total = prefix.utf8.count + piece.utf8.count * count + suffix.utf8.count
        return prefix.withUTF8 { prefix in
            piece.withUTF8 { piece in
                suffix.withUTF8 { suffix in
                    String(unsafeUninitializedCapacity: total) { buffer in
                        var offset = 0
                        func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                            guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                            (target + offset).initialize(from: source, count: bytes.count)
                            offset += bytes.count
                        }
                        put(prefix)
                        for _ in 0..<count { put(piece) }
                        put(suffix)
                        return offset
                    }
                }
            }
        }
    }

    /// Whether a character must not begin a line (Japanese line-breaking rules, JIS X 4051):
    /// closing brackets, full stops and commas, small kana and the prolonged sound mark.
    static func cannotStartLine(_ character: Character) -> Bool {
        // Every such mark is one scalar, so the character is one of them exactly when it is that
        // scalar alone or a scalar canonically equal to it (U+037E is `;`, U+232A is `〉`, and
        // `Character` equality is canonical); a switch finds it without comparing strings.
        if let ascii = character.asciiValue { return Self.cannotStartLine(ascii) }
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let only = iterator.next(), iterator.next() == nil else { return false }
        return Self.cannotStartLine(scalarValue: only.value)
    }

    /// Whether a scalar, alone as a character, must not begin a line: the scalars of
    /// ``closingCharacters`` and those canonically equal to one of them.
    static func cannotStartLine(scalarValue: UInt32) -> Bool {
        if scalarValue < 0x80 { return Self.cannotStartLine(UInt8(scalarValue)) }
        switch scalarValue {
        case 0x3002, 0x3001, 0xFF0E, 0xFF0C, 0xFF09, 0x300D, 0x300F, 0x3011, 0x3015, 0x3009, 0x300B, 0xFF01, 0xFF1F,
            0xFF1A, 0xFF1B, 0x30FC, 0x30FB, 0x3083, 0x3085, 0x3087, 0x3063, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049,
            0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x037E, 0x232A:
            return true
        default:
            return false
        }
    }

    /// The characters that must not begin a line, as the original list: the switch in
    /// ``cannotStartLine(_:)`` must hold exactly these.
    static let closingCharacters = "。、．，）」』】〕〉》！？：；ー・ゃゅょっぁぃぅぇぉャュョッァィゥェォ)]}!?,.:;"

    /// Children in reading order: higher sort priority first, ties in visual order.
    static func readingOrder(_ children: [Presentation.Element]) -> [Presentation.Element] {
        guard children.contains(where: { $0.accessibility.sortPriority != 0 }) else { return children }
        return children.enumerated().sorted { left, right in
            let (leftPriority, rightPriority) = (
                left.element.accessibility.sortPriority, right.element.accessibility.sortPriority
            )
            return leftPriority != rightPriority ? leftPriority > rightPriority : left.offset < right.offset
        }.map(\.element)
    }

    /// A one-column mark for a symbol the package knows, or its name in parentheses, with its
    /// columns: known without measuring for the package's marks (`✓` and `‼` are not on
    /// ``DisplayWidth``'s fast path, and measuring one looks up its Unicode properties).
    static func mark(for symbol: Icon.Symbol) -> (text: String, width: Int) {
        switch symbol.rawValue {
        case "info": return ("i", 1)
        case "checkmark": return ("✓", 1)
        case "exclamation": return ("!", 1)
        case "xmark": return ("✗", 1)
        case "bug": return ("#", 1)
        case "bolt": return ("‼", 1)
        default:
            let text = "(" + TerminalSafety.neutralized(Substring(symbol.rawValue)) + ")"
            return (text, DisplayWidth.of(text))
        }
    }
}

extension Presentation.Element {
    /// Whether the element is a dialog or an alert dialog, which is drawn framed.
    var isDialog: Bool {
        guard case .container = self.kind else { return false }
        return self.accessibility.role == .dialog || self.accessibility.role == .alertDialog
    }

    /// Whether the element is a container of buttons and nothing else, drawn as a row of buttons.
    var isButtonRow: Bool {
        guard case .container = self.kind else { return false }
        return !self.children.isEmpty && self.children.allSatisfy { $0.kind.isButton }
    }
}

extension Presentation.Element.Kind {
    var isButton: Bool {
        if case .button = self { return true }
        return false
    }

    var isIcon: Bool {
        if case .icon = self { return true }
        return false
    }

    var isInitialFocus: Bool {
        if case .button(let button) = self { return button.isInitialFocus }
        return false
    }

    /// Whether the element stands apart from its siblings with a blank line.
    var isBlock: Bool {
        switch self {
        case .label, .progress: false
        default: true
        }
    }
}
