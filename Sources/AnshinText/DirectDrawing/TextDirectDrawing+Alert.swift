import Anshin

extension TextDirectDrawing {
    /// A button of an alert's drawing: the package's own title, or the recovery's name, and its role.
    private struct Button {
        /// The package's own title, or `nil` for the recovery's name.
        var own: TextDirectPieces.Title?
        /// Its role, which gives its colour.
        var role: Alert.Button.Role
    }

    /// Appends an alert's drawing — its title underlined, its message and its buttons in a row,
    /// framed — when each of its texts is drawn as it is on one line inside the frame and its buttons
    /// fit one row.
    ///
    /// This is where a direct drawing restates the layout rather than calling it: the box
    /// (`TextLayout.appendBox`, `TextCanvas.frame(from:)`: `┌─┐`, `│ ` and ` │` around each line
    /// padded to the inside, a blank line between blocks, `└─┘`), the level-2 heading's bold title and
    /// double rule, and the row of buttons (`[ Title ]`, two spaces apart, right-aligned, the one
    /// taking focus bold). So do the buttons, as `Alert.presentation(in:)` makes them: a
    /// confirmation's OK; a suggestion's Cancel and recovery in the context's arrangement (the
    /// recovery left out when its name is blank, which declines here); the first with the alert's
    /// ``Alert/initialFocus`` role bold, or the first when none has it. The tests hold the two to
    /// the same bytes on every shape and on random alerts; a change to either side fails them.
    /// - Parameters:
    ///   - alert: The alert, borrowed: its cases' payloads are read where they are, not copied out
    ///     (through the runtime's value witnesses, an alert being large).
    ///   - settings: What the drawing is made with.
    ///   - output: The array to append to.
    /// - Returns: Whether the drawing was appended; if not, the array is as it was.
    static func append(_ alert: borrowing Alert, settings: Settings, to output: inout [UInt8]) -> Bool {
        let pieces = settings.pieces
        guard let cancel = pieces.cancel, let ok = pieces.ok else { return false }
        switch alert {
        case .confirmation(let content):
            let only = Button(own: ok, role: .cancel)
            return Self.append(content, (only, nil), name: nil, focus: .cancel, settings, &output)
        case .suggestion(let content, let recovery):
            // A blank name, left out of the presentation, is never drawn here: its text declines.
            let cancelButton = Button(own: cancel, role: .cancel)
            let destructive = recovery.style == .destructive
            let recover = Button(own: nil, role: destructive ? .destructive : .default)
            let buttons =
                settings.context.buttonArrangement.recoveryLeads(recovery.style)
                ? (recover, cancelButton) : (cancelButton, recover)
            return Self.append(content, buttons, name: recovery.name, focus: alert.initialFocus, settings, &output)
        }
    }

    /// Appends an alert's drawing with its buttons decided.
    private static func append(
        _ content: Alert.Content,
        _ buttons: (Button, Button?),
        name: UserText?,
        focus: Alert.Button.Role,
        _ settings: Settings,
        _ output: inout [UInt8]
    ) -> Bool {
        let inner = TextLayout.boxInnerWidth(settings.width)
        let focusesSecond = buttons.0.role != focus && buttons.1?.role == focus
        // A blank title or message, left out of the presentation, is never drawn here: its text
        // declines (``TextDirectWriter/plainText(_:catalog:position:)``). So the title is always
        // drawn, and a blank line separates each block after it.
        // At most eight lines of the frame's width, three bytes a column, and their colour codes;
        // a drawing that would need more declines, so the estimate only has to hold for most.
        let capacity = 8 * (Self.bytes(ofColumns: inner + 4) + 40)
        return Self.append(capacity: capacity, settings: settings, to: &output) { writer in
            writer.write("┌")
            writer.write(repeating: .topRule, count: inner + 2)
            // The title is a level-2 heading: bold, underlined with a double rule.
            let style = Self.headingStyle
            writer.startRun(style)
            let titleWidth = writer.plainText(content.title, catalog: settings.catalog, position: settings.position)
            writer.endRun(style)
            Self.endFramedLine(width: titleWidth, inner: inner, writer: &writer)
            writer.write(repeating: .doubleRule, count: titleWidth)
            Self.endFramedLine(width: titleWidth, inner: inner, writer: &writer)
            if let message = content.message {
                Self.endFramedLine(width: 0, inner: inner, writer: &writer)
                let width = writer.plainText(message, catalog: settings.catalog, position: settings.position)
                Self.endFramedLine(width: width, inner: inner, writer: &writer)
            }
            Self.endFramedLine(width: 0, inner: inner, writer: &writer)
            // The row is right-aligned: written, then moved right past its padding.
            let rowStart = writer.count
            var rowWidth = Self.write(
                buttons.0,
                name: name,
                isBold: !focusesSecond,
                settings: settings,
                writer: &writer
            )
            if let second = buttons.1 {
                writer.write("  ")
                rowWidth +=
                    2 + Self.write(second, name: name, isBold: focusesSecond, settings: settings, writer: &writer)
            }
            writer.insertSpaces(inner - rowWidth, at: rowStart)
            writer.write(" │\n└")
            writer.write(repeating: .bottomRule, count: inner + 2)
        }
    }

    /// Pads a framed line to the frame's inside, closes it and opens the next; a line wider than the
    /// inside declines.
    private static func endFramedLine(width: Int, inner: Int, writer: inout TextDirectWriter) {
        writer.write(repeating: .framedLineEnd, count: inner - width)
    }

    /// A button, `[ Title ]`, in its colour and weight.
    /// - Returns: The button's columns.
    private static func write(
        _ button: Button,
        name: UserText?,
        isBold: Bool,
        settings: Settings,
        writer: inout TextDirectWriter
    ) -> Int {
        let style = Self.buttonStyle(button.role, isBold: isBold)
        writer.startRun(style)
        writer.write("[ ")
        var width = 0
        if let own = button.own {
            writer.write(own.bytes)
            width = own.width
        } else if let name {
            width = writer.plainText(name, catalog: settings.catalog, position: settings.position)
        }
        writer.write(" ]")
        writer.endRun(style)
        return width + 4
    }

    /// A heading's style: bold, in no colour of its own.
    private static let headingStyle = TextCanvas.Style(tone: nil, isBold: true)

    /// The styles of buttons by role, plain and bold, in their roles' colours (`Alert.Button.tone`).
    private static let buttonStyles: [(plain: TextCanvas.Style, bold: TextCanvas.Style)] = [
        Alert.Button.Role.cancel, .default, .destructive,
    ].map { role in
        let tone = Alert.Button(title: "", role: role, action: .cancel).tone
        return (TextCanvas.Style(tone: tone, isBold: false), TextCanvas.Style(tone: tone, isBold: true))
    }

    /// A button's style.
    private static func buttonStyle(_ role: Alert.Button.Role, isBold: Bool) -> TextCanvas.Style {
        let styles =
            switch role {
            case .cancel: Self.buttonStyles[0]
            case .default: Self.buttonStyles[1]
            case .destructive: Self.buttonStyles[2]
            }
        return isBold ? styles.bold : styles.plain
    }
}
