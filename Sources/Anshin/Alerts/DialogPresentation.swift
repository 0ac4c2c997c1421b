/// Builds the presentation shared by alerts and action sheets: a modal container labelled by its
/// title heading and described by its message, and a group of buttons. A blank title or message is
/// left out.
enum DialogPresentation {
    /// Builds a dialog's presentation from an array of buttons in display order.
    /// - Parameters:
    ///   - type: The presentation's type, also the root's identifier.
    ///   - role: The root's role.
    ///   - content: The title and message.
    ///   - buttons: The buttons in display order.
    ///   - initialFocus: The role of the button that takes focus.
    /// - Returns: The presentation.
    static func make(
        type: String,
        role: AccessibilityRole,
        content: Alert.Content,
        buttons: [Alert.Button],
        initialFocus: Alert.Button.Role
    ) -> Presentation {
        Self.make(
            type: type,
            role: role,
            content: content,
            buttonCount: buttons.count,
            button: { buttons[$0] },
            initialFocus: initialFocus
        )
    }

    /// Builds a dialog's presentation from buttons handed out by index, so a caller with a fixed
    /// number of buttons builds no array of them.
    /// - Parameters:
    ///   - type: The presentation's type, also the root's identifier.
    ///   - role: The root's role.
    ///   - content: The title and message.
    ///   - buttonCount: How many buttons there are.
    ///   - button: The button at an index in display order.
    ///   - initialFocus: The role of the button that takes focus.
    /// - Returns: The presentation.
    static func make(
        type: String,
        role: AccessibilityRole,
        content: Alert.Content,
        buttonCount: Int,
        button: (Int) -> Alert.Button,
        initialFocus: Alert.Button.Role
    ) -> Presentation {
        var children: [Presentation.Element] = []
        children.reserveCapacity(3)
        let title = content.title.isBlank ? nil : content.title
        if let title {
            children.append(
                Presentation.Element(
                    id: "title",
                    kind: .heading(level: 2),
                    text: title,
                    accessibility: .heading(title, level: 2)
                )
            )
        }
        let message = content.message.flatMap { $0.isBlank ? nil : $0 }
        if let message {
            children.append(
                Presentation.Element(id: "message", kind: .paragraph, text: message, accessibility: .text(message))
            )
        }
        // Every button has a title: OK and Cancel are the package's own, and a recovery's name is never
        // blank (``Alert/Recovery`` rejects one).
        var focusIndex = 0
        for index in 0..<buttonCount where button(index).role == initialFocus {
            focusIndex = index
            break
        }
        var buttonElements: [Presentation.Element] = []
        buttonElements.reserveCapacity(buttonCount)
        for index in 0..<buttonCount {
            let button = button(index)
            buttonElements.append(
                Presentation.Element(
                    id: Self.buttonID(index),
                    kind: .button(.init(role: button.role, action: button.action, isInitialFocus: index == focusIndex)),
                    text: button.title,
                    tone: button.tone,
                    accessibility: .button(button.title)
                )
            )
        }
        children.append(
            Presentation.Element(
                id: "buttons",
                kind: .container(),
                accessibility: AccessibilityDescriptor(role: .group),
                children: buttonElements
            )
        )
        return Presentation(
            type: type,
            root: Presentation.Element(
                id: type,
                kind: .container(
                    labelledBy: title == nil ? nil : "title",
                    describedBy: message == nil ? nil : "message"
                ),
                accessibility: AccessibilityDescriptor(
                    label: title,
                    hint: message,
                    traits: .modal,
                    role: role
                ),
                children: children
            )
        )
    }

    /// The identifier of the button at an index: `button-1`, `button-2`, ….
    /// - Parameter index: The index, from 0.
    /// - Returns: The identifier; the first ones without formatting a number.
    private static func buttonID(_ index: Int) -> String {
        switch index {
        case 0: "button-1"
        case 1: "button-2"
        case 2: "button-3"
        default: "button-\(index + 1)"
        }
    }
}
