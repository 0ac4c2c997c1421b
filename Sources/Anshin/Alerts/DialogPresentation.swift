/// Builds the presentation shared by alerts and action sheets: a modal container labelled by its
/// title heading and described by its message, and a group of buttons. Blank parts — a title, a
/// message, a recovery's name — are left out.
enum DialogPresentation {
    static func make(
        type: String,
        role: AccessibilityRole,
        content: Alert.Content,
        buttons: [Alert.Button],
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
        // A button without a title is never drawn: nobody could tell what it does. (A recovery's name
        // may be blank; the package's own OK and Cancel never are, so a button always remains.)
        let buttons = buttons.filter { !$0.title.isBlank }
        let focusIndex = buttons.firstIndex { $0.role == initialFocus } ?? 0
        let buttonElements = buttons.enumerated().map { index, button in
            Presentation.Element(
                id: "button-\(index + 1)",
                kind: .button(.init(role: button.role, action: button.action, isInitialFocus: index == focusIndex)),
                text: button.title,
                tone: button.tone,
                accessibility: .button(button.title)
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
}
