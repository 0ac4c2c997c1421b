public import Anshin

extension HTMLRenderer {
    /// What a browser's computed accessibility tree must show for this renderer's markup of a
    /// presentation, element by element, derived from the presentation's accessibility descriptors.
    ///
    /// The identifiers follow the renderer's ``idPrefix`` and the heading levels its ``layout`` (a
    /// standalone page promotes headings so the highest is an `<h1>`).
    /// - Parameter presentation: The presentation.
    /// - Returns: One expectation per element the tree must show, in document order.
    public func accessibilityExpectations(for presentation: Presentation) -> [AccessibilityExpectation] {
        self.accessibilityExpectations(for: presentation, writesAutofocus: true)
    }

    /// What a browser's accessibility tree must show for the markup of a presentation drawn with or
    /// without the `autofocus` of its initial focus.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - writesAutofocus: Whether the button that takes initial focus has `autofocus`.
    ///   - isOnPage: Whether the markup is part of a standalone page, where Retry is a link; `nil` to
    ///     decide by the layout.
    /// - Returns: One expectation per element the tree must show, in document order.
    func accessibilityExpectations(
        for presentation: Presentation,
        writesAutofocus: Bool,
        isOnPage: Bool? = nil
    ) -> [AccessibilityExpectation] {
        var promotion = 0
        var linksRetry = isOnPage ?? false
        if case .document = self.layout {
            promotion = (presentation.root.highestHeadingLevel ?? 1) - 1
            linksRetry = isOnPage ?? true
        }
        let localizer = self.localizer
        let identifierStart = HTMLIdentifier.identifierStart(
            sanitizedPrefix: self.sanitizedIDPrefix,
            type: presentation.type
        ).start
        func domID(_ id: String) -> String {
            String(decoding: identifierStart + HTMLIdentifier.sanitized(id), as: UTF8.self)
        }
        func text(_ userText: UserText?) -> String? {
            userText.map { $0.resolved(using: localizer) }
        }
        func name(_ accessibility: AccessibilityDescriptor) -> String? {
            text(accessibility.spokenLabel ?? accessibility.label)
        }
        // The name the markup writes for a control or a dialog: its label and its value.
        func writtenName(_ accessibility: AccessibilityDescriptor) -> String? {
            text(HTMLWriter.accessibleName(accessibility))
        }
        // HTML allows one autofocus: the presentation's first initial focus has it.
        let autofocusID = writesAutofocus ? HTMLWriter.initialFocusID(in: presentation.root) : nil
        var result: [AccessibilityExpectation] = []
        func visit(_ element: Presentation.Element, isInsideButton: Bool = false, isExcluded: Bool = false) {
            let accessibility = element.accessibility
            var entry = AccessibilityExpectation(id: domID(element.id))
            let context = HTMLWriter.ElementContext(isExcluded: isExcluded, isInsideButton: isInsideButton)
            // Hidden, or excluded by a parent that excludes its children: the markup hides it and all it
            // holds (aria-hidden), unless it is or holds a control, which stays reachable. A button is
            // never hidden: inside another, it is text of the outer one.
            if accessibility.isHidden || isExcluded, !element.staysReachable,
                !HTMLWriter.holdsControl(element, in: context)
            {
                entry.ignored = true
                result.append(entry)
                // An icon and a progress bar hold no markup: their children follow them, where they stand.
                let childrenFollow: Bool
                switch element.kind {
                case .icon, .progress: childrenFollow = true
                default: childrenFollow = false
                }
                if childrenFollow {
                    for child in element.children {
                        visit(child, isInsideButton: isInsideButton, isExcluded: isExcluded)
                    }
                }
                return
            }
            // Hidden, but for the control it holds: it says nothing of its own, and its children are
            // hidden as excluded ones are, but for the controls.
            if HTMLWriter.hidesAroundControl(element, in: context) {
                // Its own text is hidden: no text node inside it that assistive technologies reach holds it.
                entry.hiddenText = text(element.text)
                if !entry.isEmpty { result.append(entry) }
                for child in element.children { visit(child, isInsideButton: isInsideButton, isExcluded: true) }
                return
            }
            switch element.kind {
            case .container where HTMLWriter.isContainerButton(element, in: context):
                // A row with a disclosure indicator is one button; its children are its content.
                entry.role = "button"
                entry.name = writtenName(accessibility)
                entry.description = text(accessibility.hint)
                result.append(entry)
                return
            case .container:
                // A container named or described by another element (aria-labelledby,
                // aria-describedby) takes that element's name as the markup writes it: its spoken label
                // and value where they differ from its text ("10 minutes" for "10 min"), else its text.
                let textOf: (String?) -> String? = { id in
                    id.flatMap { presentation.element(withID: $0) }.flatMap { labelling in
                        text(HTMLWriter.accessibleName(labelling.accessibility) ?? labelling.text)
                    }
                }
                switch accessibility.role {
                case .alertDialog, .dialog:
                    entry.role = accessibility.role == .alertDialog ? "alertdialog" : "dialog"
                    entry.name = textOf(element.labellingElementID) ?? writtenName(accessibility)
                    entry.description = textOf(element.describingElementID)
                    entry.modal = accessibility.traits.contains(.modal)
                case .status:
                    entry.role = "status"
                case .alert:
                    entry.role = "alert"
                case .region:
                    if let title = textOf(element.labellingElementID) ?? name(accessibility) {
                        entry.role = "region"
                        entry.name = title
                    }
                case .group:
                    entry.role = "group"
                    entry.name =
                        textOf(element.labellingElementID)
                        ?? writtenName(accessibility)
                case .progressIndicator:
                    // The bar itself, or a group around the control it holds; a wrapper around a
                    // progress element is only busy.
                    if element.isProgressBar || element.isProgressGroup {
                        entry.role = element.isProgressBar ? "progressbar" : "group"
                        entry.name = textOf(element.labellingElementID) ?? writtenName(accessibility)
                    }
                    entry.busy = accessibility.isBusy
                    var live = AccessibilityExpectation(id: domID(element.id) + "_live")
                    live.role = accessibility.announcement?.politeness == .assertive ? "alert" : "status"
                    live.text = accessibility.announcement.flatMap { text($0.text) } ?? ""
                    result.append(live)
                case nil:
                    // Read as one, labelled by an element, or labelled: the markup writes a group,
                    // named as a group with the role is.
                    if accessibility.grouping != .default || element.labellingElementID != nil
                        || accessibility.label != nil
                    {
                        entry.role = "group"
                        entry.name = textOf(element.labellingElementID) ?? writtenName(accessibility)
                    }
                }
            case .heading:
                entry.role = "heading"
                entry.name = name(accessibility) ?? text(element.text)
                entry.level = max(1, (element.headingLevel ?? 1) - promotion)
            case .paragraph, .label:
                if accessibility.traits.contains(.header) {
                    entry.role = "heading"
                    entry.level = max(1, (accessibility.headingLevel ?? 2) - promotion)
                    entry.name = name(accessibility) ?? text(element.text)
                }
            case .icon(let icon):
                // Named as the markup names it: a blank label is decorative, a value is part of the name.
                let iconName = HTMLWriter.accessibleName(accessibility) ?? (icon.isDecorative ? nil : icon.label)
                if accessibility.isHidden || iconName == nil {
                    entry.ignored = true
                } else {
                    entry.role = "img"
                    entry.name = text(iconName)
                }
            case .button where isInsideButton:
                // A button inside a button is drawn as a <span>: no control.
                break
            case .button(let button):
                // On a page, Retry is a link that reloads it.
                entry.role = linksRetry && button.action == .retry ? "link" : "button"
                // An icon-only button is named by its content: the icon's label.
                entry.name = writtenName(accessibility) ?? text(element.text) ?? text(element.imageLabel)
                entry.action = button.action.rawValue
                if element.id == autofocusID { entry.focused = true }
                entry.description = text(accessibility.hint)
            case .progress(let progress):
                entry.role = "progressbar"
                entry.name = name(accessibility)
                entry.busy = accessibility.isBusy
                if let fraction = progress.drawnFraction, !progress.isSimulated {
                    // A <progress max="1">: its value is the fraction.
                    entry.value = .exactly(fraction)
                } else {
                    entry.value = .notExposed
                }
            }
            if !entry.isEmpty { result.append(entry) }
            let childrenAreInsideButton: Bool
            if case .button = element.kind {
                childrenAreInsideButton = true
            } else {
                childrenAreInsideButton = isInsideButton
            }
            // Icons and progress bars hold no markup: their children follow them, where they stand.
            let childrenAreExcluded: Bool
            switch element.kind {
            case .icon, .progress: childrenAreExcluded = isExcluded
            default: childrenAreExcluded = accessibility.grouping == .exclude
            }
            for child in element.children {
                visit(child, isInsideButton: childrenAreInsideButton, isExcluded: childrenAreExcluded)
            }
        }
        visit(presentation.root)
        return result
    }
}
