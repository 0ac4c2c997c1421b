import Anshin

/// Writes one presentation's HTML into a buffer: the engine behind ``HTMLRenderer``.
///
/// The writer walks the element tree once and appends markup as it goes; it builds no node tree and,
/// beyond the strings the localizer resolves, allocates only the identifier base of the presentation.
struct HTMLWriter<L: Localizer> {
    /// The buffer being written.
    var output = ""

    private let presentation: Presentation
    private let localizer: L
    /// `idPrefix-type-`, sanitized: every identifier starts with it.
    private let idBase: String
    /// How many levels headings are raised (in a document, so the highest becomes `<h1>`).
    private var headingPromotion = 0

    init(presentation: Presentation, localizer: L, idPrefix: String) {
        self.presentation = presentation
        self.localizer = localizer
        var idBase = ""
        idBase.reserveCapacity(idPrefix.utf8.count + presentation.type.utf8.count + 2)
        if !idPrefix.isEmpty {
            HTMLIdentifier.appendSanitized(idPrefix, to: &idBase)
            idBase.append("-")
        }
        if !presentation.type.isEmpty {
            HTMLIdentifier.appendSanitized(presentation.type, to: &idBase)
            idBase.append("-")
        }
        self.idBase = idBase
    }

    // MARK: - Layouts

    /// Writes the presentation as a fragment.
    mutating func writeFragment() {
        self.writeElement(self.presentation.root, context: ElementContext(isRoot: true))
    }

    /// Writes the presentation as a standalone page.
    /// - Parameter title: The page's title, or `nil` to derive one from the presentation.
    mutating func writeDocument(title: UserText?) {
        let topLevel = Self.highestHeadingLevel(in: self.presentation.root)
        self.headingPromotion = topLevel.map { $0 - 1 } ?? 0
        let titleString = title.map { self.resolve($0) } ?? self.derivedTitle()
        self.output.append("<!DOCTYPE html>\n<html lang=\"")
        self.appendLanguageTag()
        self.output.append(
            "\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
        )
        HTMLEscaping.appendText(titleString, to: &self.output)
        self.output.append("</title>\n<style>\n")
        self.output.append(HTMLStylesheet.css)
        self.output.append("\n</style>\n</head>\n<body class=\"anshin-page\">\n<main class=\"anshin-main\">\n")
        if topLevel == nil {
            self.output.append("<h1 class=\"anshin-visually-hidden\">")
            HTMLEscaping.appendText(titleString, to: &self.output)
            self.output.append("</h1>\n")
        }
        self.writeFragment()
        self.output.append("</main>\n</body>\n</html>\n")
    }

    private func derivedTitle() -> String {
        let root = self.presentation.root
        if let label = root.accessibility.label {
            let string = self.resolve(label)
            if !string.isEmpty { return string }
        }
        if let heading = Self.firstHeading(in: root), let text = heading.text {
            let string = self.resolve(text)
            if !string.isEmpty { return string }
        }
        return self.presentation.type.isEmpty ? "Anshin" : self.presentation.type
    }

    private mutating func appendLanguageTag() {
        let code = self.localizer.languageCode
        if code.isEmpty {
            self.output.append("und")
        } else if code.utf8.contains(UInt8(ascii: "_")) {
            var tag = ""
            for scalar in code.unicodeScalars { tag.unicodeScalars.append(scalar == "_" ? "-" : scalar) }
            HTMLEscaping.appendAttribute(tag, to: &self.output)
        } else {
            HTMLEscaping.appendAttribute(code, to: &self.output)
        }
    }

    // MARK: - Elements

    /// Where an element is written.
    struct ElementContext {
        /// Whether the element is the presentation's root, which carries the model's classes and transition.
        var isRoot = false
        /// Whether only phrasing content is allowed here (inside a paragraph, heading, label or button).
        var isPhrasing = false
        /// The element's visual position among its siblings, when its reading order differs.
        var visualOrder: Int?
        /// Whether the element is hidden because its parent excludes its children.
        var isExcluded = false
    }

    private mutating func writeElement(_ element: Presentation.Element, context: ElementContext) {
        switch element.kind {
        case .container(let labelledBy, let describedBy):
            self.writeContainer(element, labelledBy: labelledBy, describedBy: describedBy, context: context)
        case .heading(let level):
            self.writeText(element, headingLevel: level, fallbackTag: "span", kindClass: "anshin-heading", context)
        case .paragraph:
            self.writeText(
                element,
                headingLevel: self.traitHeadingLevel(element),
                fallbackTag: context.isPhrasing ? "span" : "p",
                kindClass: "anshin-paragraph",
                context
            )
        case .label:
            self.writeText(
                element,
                headingLevel: self.traitHeadingLevel(element),
                fallbackTag: "span",
                kindClass: "anshin-label",
                context
            )
        case .icon(let icon):
            self.writeIcon(element, icon: icon, context: context)
        case .button(let button):
            self.writeButton(element, button: button, context: context)
        case .progress(let progress):
            self.writeProgress(element, progress: progress, context: context)
        }
    }

    private func traitHeadingLevel(_ element: Presentation.Element) -> Int? {
        guard element.accessibility.traits.contains(.header) else { return nil }
        return element.accessibility.headingLevel ?? 2
    }

    // MARK: Containers

    private mutating func writeContainer(
        _ element: Presentation.Element,
        labelledBy: String?,
        describedBy: String?,
        context: ElementContext
    ) {
        let accessibility = element.accessibility
        let tag: String
        var ariaRole: String?
        var roleClass: String?
        var isNamed = true
        var isLiveRegion = false
        switch accessibility.role {
        case .alertDialog:
            (ariaRole, roleClass) = ("alertdialog", "anshin-role-alertdialog")
        case .dialog:
            (ariaRole, roleClass) = ("dialog", "anshin-role-dialog")
        case .status:
            (ariaRole, roleClass, isNamed, isLiveRegion) = ("status", "anshin-role-status", false, true)
        case .alert:
            (ariaRole, roleClass, isNamed, isLiveRegion) = ("alert", "anshin-role-alert", false, true)
        case .region:
            (ariaRole, roleClass) = (context.isPhrasing ? "region" : nil, "anshin-role-region")
        case .group:
            (ariaRole, roleClass) = ("group", "anshin-role-group")
        case .progressIndicator:
            roleClass = "anshin-role-progress"
            if Self.containsProgress(element.children) {
                isNamed = false
            } else {
                ariaRole = "progressbar"
            }
        case nil:
            if accessibility.grouping != .default || labelledBy != nil || accessibility.label != nil {
                (ariaRole, roleClass) = ("group", "anshin-role-group")
            } else {
                isNamed = false
            }
        }
        if context.isPhrasing {
            tag = "span"
        } else {
            tag = accessibility.role == .region ? "section" : "div"
        }

        self.output.append("<")
        self.output.append(tag)
        self.appendID(element.id)
        self.appendClasses(element, kindClass: "anshin-container", extraClass: roleClass, context: context)
        if let ariaRole { self.appendRawAttribute("role", ariaRole) }
        if isNamed {
            if let labelledBy, self.elementExists(labelledBy) {
                self.appendIDReference("aria-labelledby", labelledBy)
            } else if let name = self.accessibleName(accessibility) {
                if let labelID = self.idOfVisibleText(matching: name), labelID != element.id {
                    self.appendIDReference("aria-labelledby", labelID)
                } else {
                    self.appendTextAttribute("aria-label", name)
                }
            }
        }
        var hintToWrite: UserText?
        if let describedBy, self.elementExists(describedBy) {
            self.appendIDReference("aria-describedby", describedBy)
        } else {
            hintToWrite = self.appendHintReference(element)
        }
        if accessibility.traits.contains(.modal), ariaRole == "alertdialog" || ariaRole == "dialog" {
            self.appendRawAttribute("aria-modal", "true")
        }
        self.appendStateAttributes(element, context: context, isInteractive: Self.containsButton(element.children))
        self.appendStyle(context)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }

        if let text = element.text {
            self.output.append("<span class=\"anshin-text\">")
            self.appendText(text)
            self.output.append("</span>")
            if !context.isPhrasing { self.output.append("\n") }
        }
        self.writeChildren(
            element.children,
            isPhrasing: context.isPhrasing,
            excludesChildren: accessibility.grouping == .exclude
        )
        // A progress bar's children are presentational, so its live region follows it instead.
        let isProgressBar = ariaRole == "progressbar"
        let needsLiveRegion =
            accessibility.role == .progressIndicator || (accessibility.announcement != nil && !isLiveRegion)
        if needsLiveRegion && !isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.announcement, context: context)
        }
        if let hintToWrite {
            self.writeHint(element, hint: hintToWrite)
            if !context.isPhrasing { self.output.append("\n") }
        }
        self.output.append("</")
        self.output.append(tag)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }
        if needsLiveRegion && isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.announcement, context: context)
        }
    }

    private mutating func writeChildren(_ children: [Presentation.Element], isPhrasing: Bool, excludesChildren: Bool) {
        var childContext = ElementContext(isPhrasing: isPhrasing, isExcluded: excludesChildren)
        guard let readingOrder = Self.readingOrder(children) else {
            for child in children { self.writeElement(child, context: childContext) }
            return
        }
        for index in readingOrder {
            childContext.visualOrder = index
            self.writeElement(children[index], context: childContext)
        }
    }

    /// The children's indices in reading order (higher sort priority first, stable), or `nil` when that
    /// is their visual order.
    private static func readingOrder(_ children: [Presentation.Element]) -> [Int]? {
        var isOrdered = true
        for index in children.indices.dropFirst()
        where children[index].accessibility.sortPriority > children[index - 1].accessibility.sortPriority {
            isOrdered = false
            break
        }
        if isOrdered { return nil }
        return children.indices.sorted { left, right in
            let leftPriority = children[left].accessibility.sortPriority
            let rightPriority = children[right].accessibility.sortPriority
            return leftPriority != rightPriority ? leftPriority > rightPriority : left < right
        }
    }

    private mutating func writeLiveRegion(
        _ element: Presentation.Element,
        announcement: Announcement?,
        context: ElementContext
    ) {
        let tag = context.isPhrasing ? "span" : "div"
        self.output.append("<")
        self.output.append(tag)
        self.appendID(element.id, suffix: "_live")
        self.output.append(" class=\"anshin-announcement\" role=\"")
        self.output.append(announcement?.politeness == .assertive ? "alert" : "status")
        self.output.append("\">")
        if let announcement { self.appendText(announcement.text) }
        self.output.append("</")
        self.output.append(tag)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }
    }

    // MARK: Text

    private mutating func writeText(
        _ element: Presentation.Element,
        headingLevel: Int?,
        fallbackTag: String,
        kindClass: String,
        _ context: ElementContext
    ) {
        let accessibility = element.accessibility
        var tag = fallbackTag
        var ariaLevel: Int?
        if let headingLevel {
            let level = min(max(headingLevel - self.headingPromotion, 1), 6)
            if context.isPhrasing {
                ariaLevel = level
            } else {
                tag = Self.headingTag(level)
            }
        }
        let isHeading = headingLevel != nil
        let spokenName = self.differingName(accessibility, visibleText: element.text)

        self.output.append("<")
        self.output.append(tag)
        self.appendID(element.id)
        self.appendClasses(
            element,
            kindClass: kindClass,
            extraClass: isHeading && kindClass != "anshin-heading" ? "anshin-heading" : nil,
            context: context
        )
        if let ariaLevel {
            self.output.append(" role=\"heading\" aria-level=\"")
            self.output.append(String(ariaLevel))
            self.output.append("\"")
        } else if !isHeading {
            if let role = accessibility.role {
                self.appendRawAttribute("role", Self.ariaRole(role))
            } else if let announcement = accessibility.announcement {
                self.appendRawAttribute("role", announcement.politeness == .assertive ? "alert" : "status")
            }
        }
        if isHeading, let spokenName { self.appendTextAttribute("aria-label", spokenName) }
        let hint = self.appendHintReference(element)
        self.appendStateAttributes(element, context: context, isInteractive: false)
        self.appendStyle(context)
        self.output.append(">")
        if let text = element.text {
            if let spokenName, !isHeading {
                self.output.append("<span aria-hidden=\"true\">")
                self.appendText(text)
                self.output.append("</span><span class=\"anshin-visually-hidden\">")
                self.appendText(spokenName)
                self.output.append("</span>")
            } else {
                self.appendText(text)
            }
        } else if let spokenName, !isHeading {
            self.output.append("<span class=\"anshin-visually-hidden\">")
            self.appendText(spokenName)
            self.output.append("</span>")
        }
        self.writeChildren(element.children, isPhrasing: true, excludesChildren: accessibility.grouping == .exclude)
        if let hint { self.writeHint(element, hint: hint) }
        self.output.append("</")
        self.output.append(tag)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }
    }

    private static func headingTag(_ level: Int) -> String {
        switch level {
        case 1: "h1"
        case 2: "h2"
        case 3: "h3"
        case 4: "h4"
        case 5: "h5"
        default: "h6"
        }
    }

    // MARK: Icons

    private mutating func writeIcon(_ element: Presentation.Element, icon: Icon, context: ElementContext) {
        let accessibility = element.accessibility
        let name = self.accessibleName(accessibility) ?? icon.label
        let isHidden = accessibility.isHidden || context.isExcluded || name == nil
        self.output.append("<svg")
        self.appendID(element.id)
        self.output.append(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.output.append("anshin-icon anshin-symbol-")
        HTMLIdentifier.appendSanitized(icon.symbol.rawValue, to: &self.output)
        self.appendToneClass(element)
        self.output.append("\"")
        self.output.append(HTMLIconLibrary.svgAttributes)
        if isHidden {
            self.output.append(" aria-hidden=\"true\" focusable=\"false\"")
        } else if let name {
            self.output.append(" role=\"img\"")
            self.appendTextAttribute("aria-label", name)
            self.output.append(" focusable=\"false\"")
        }
        self.appendStyle(context)
        self.output.append(">")
        self.output.append(HTMLIconLibrary.shapes(for: icon.symbol))
        self.output.append("</svg>")
        if !context.isPhrasing { self.output.append("\n") }
        self.writeTrailingChildren(element, context: context)
    }

    // MARK: Buttons

    private mutating func writeButton(
        _ element: Presentation.Element,
        button: Presentation.Element.Button,
        context: ElementContext
    ) {
        let accessibility = element.accessibility
        // A button inside a button is not allowed: it is drawn, without its action.
        let isNested = context.isPhrasing && self.isInsideButton
        let tag = isNested ? "span" : "button"
        self.output.append("<")
        self.output.append(tag)
        if !isNested { self.output.append(" type=\"button\"") }
        self.appendID(element.id)
        self.output.append(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.output.append("anshin-button anshin-button-")
        self.output.append(button.role.rawValue)
        self.appendToneClass(element)
        self.output.append("\"")
        if !isNested {
            self.output.append(" data-action=\"")
            HTMLEscaping.appendAttribute(button.action.rawValue, to: &self.output)
            self.output.append("\" data-role=\"")
            self.output.append(button.role.rawValue)
            self.output.append("\"")
        }
        if let name = self.differingName(accessibility, visibleText: element.text) {
            self.appendTextAttribute("aria-label", name)
        }
        let hint = self.appendHintReference(element)
        if !isNested {
            if accessibility.traits.contains(.selected) { self.appendRawAttribute("aria-pressed", "true") }
            if accessibility.isBusy { self.appendRawAttribute("aria-busy", "true") }
            if accessibility.traits.contains(.notEnabled) { self.output.append(" disabled") }
            if button.isInitialFocus { self.output.append(" autofocus") }
        }
        self.appendStyle(context)
        self.output.append(">")
        if let text = element.text { self.appendText(text) }
        let wasInsideButton = self.isInsideButton
        self.isInsideButton = true
        self.writeChildren(element.children, isPhrasing: true, excludesChildren: accessibility.grouping == .exclude)
        self.isInsideButton = wasInsideButton
        if let hint { self.writeHint(element, hint: hint) }
        self.output.append("</")
        self.output.append(tag)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }
    }

    private var isInsideButton = false

    // MARK: Progress

    private mutating func writeProgress(
        _ element: Presentation.Element,
        progress: Presentation.Element.Progress,
        context: ElementContext
    ) {
        let accessibility = element.accessibility
        let tag = context.isPhrasing ? "span" : "div"
        let fraction = progress.fraction.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        self.output.append("<")
        self.output.append(tag)
        self.appendID(element.id)
        self.appendClasses(
            element,
            kindClass: "anshin-progressbar",
            extraClass: fraction == nil ? "anshin-progressbar-indeterminate" : nil,
            context: context
        )
        self.output.append(" role=\"progressbar\"")
        if let label = accessibility.spokenLabel ?? accessibility.label,
            let labelID = self.idOfVisibleText(matching: label)
        {
            self.appendIDReference("aria-labelledby", labelID)
        } else if let name = accessibility.spokenLabel ?? accessibility.label {
            self.appendTextAttribute("aria-label", name)
        }
        if let fraction, !progress.isSimulated {
            self.output.append(" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"")
            self.appendPercentage(fraction)
            self.output.append("\"")
            if let value = accessibility.value { self.appendTextAttribute("aria-valuetext", value) }
        }
        let hint = self.appendHintReference(element)
        self.appendStateAttributes(element, context: context, isInteractive: false)
        self.appendStyle(context)
        self.output.append(">")
        let fillTag = context.isPhrasing ? "<span" : "<div"
        self.output.append(fillTag)
        self.output.append(" class=\"anshin-progressbar-fill\"")
        if let fraction {
            self.output.append(" style=\"width:")
            self.appendPercentage(fraction)
            self.output.append("%\"")
        }
        self.output.append(context.isPhrasing ? "></span>" : "></div>")
        if let hint { self.writeHint(element, hint: hint) }
        self.output.append("</")
        self.output.append(tag)
        self.output.append(">")
        if !context.isPhrasing { self.output.append("\n") }
        self.writeTrailingChildren(element, context: context)
    }

    /// Writes a fraction from 0 to 1 as a percentage with at most one decimal: `35`, `35.5`.
    private mutating func appendPercentage(_ fraction: Double) {
        let permille = Int(fraction * 1000 + 0.5)
        self.output.append(String(permille / 10))
        if permille % 10 != 0 {
            self.output.append(".")
            self.output.append(String(permille % 10))
        }
    }

    /// Writes the children of an element that cannot hold HTML (an icon, a progress bar) after it.
    private mutating func writeTrailingChildren(_ element: Presentation.Element, context: ElementContext) {
        guard !element.children.isEmpty else { return }
        self.writeChildren(element.children, isPhrasing: context.isPhrasing, excludesChildren: context.isExcluded)
    }

    // MARK: - Attributes

    private mutating func appendID(_ elementID: String, suffix: String? = nil) {
        self.output.append(" id=\"")
        self.appendIDValue(elementID)
        if let suffix { self.output.append(suffix) }
        self.output.append("\"")
    }

    private mutating func appendIDValue(_ elementID: String) {
        self.output.append(self.idBase)
        HTMLIdentifier.appendSanitized(elementID, to: &self.output)
    }

    private mutating func appendIDReference(_ name: String, _ elementID: String, suffix: String? = nil) {
        self.output.append(" ")
        self.output.append(name)
        self.output.append("=\"")
        self.appendIDValue(elementID)
        if let suffix { self.output.append(suffix) }
        self.output.append("\"")
    }

    private mutating func appendRawAttribute(_ name: String, _ value: String) {
        self.output.append(" ")
        self.output.append(name)
        self.output.append("=\"")
        self.output.append(value)
        self.output.append("\"")
    }

    private mutating func appendTextAttribute(_ name: String, _ value: UserText) {
        self.output.append(" ")
        self.output.append(name)
        self.output.append("=\"")
        HTMLEscaping.appendAttribute(self.resolve(value), to: &self.output)
        self.output.append("\"")
    }

    private mutating func appendClasses(
        _ element: Presentation.Element,
        kindClass: String,
        extraClass: String?,
        context: ElementContext
    ) {
        self.output.append(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.output.append(kindClass)
        if let extraClass {
            self.output.append(" ")
            self.output.append(extraClass)
        }
        self.appendToneClass(element)
        self.output.append("\"")
    }

    /// `anshin anshin-type-TYPE ` and, with a transition, `anshin-transition `.
    private mutating func appendRootClasses() {
        self.output.append("anshin anshin-type-")
        HTMLIdentifier.appendSanitized(self.presentation.type, to: &self.output)
        self.output.append(" ")
        if self.hasTransition { self.output.append("anshin-transition ") }
    }

    private mutating func appendToneClass(_ element: Presentation.Element) {
        guard let tone = element.tone else { return }
        self.output.append(" anshin-tone-")
        HTMLIdentifier.appendSanitized(tone.rawValue, to: &self.output)
    }

    /// Writes `aria-busy`, `aria-hidden` and `aria-current` from the descriptor.
    private mutating func appendStateAttributes(
        _ element: Presentation.Element,
        context: ElementContext,
        isInteractive: Bool
    ) {
        let accessibility = element.accessibility
        if accessibility.isBusy { self.appendRawAttribute("aria-busy", "true") }
        if (accessibility.isHidden || context.isExcluded) && !isInteractive {
            self.appendRawAttribute("aria-hidden", "true")
        }
        if accessibility.traits.contains(.selected) { self.appendRawAttribute("aria-current", "true") }
    }

    private var hasTransition: Bool {
        guard let transition = self.presentation.transition else { return false }
        return transition.show != nil || transition.hide != nil
    }

    /// Writes the `style` attribute: the root's transition timings and a reordered element's visual order.
    private mutating func appendStyle(_ context: ElementContext) {
        let transition = context.isRoot && self.hasTransition ? self.presentation.transition : nil
        guard transition != nil || context.visualOrder != nil else { return }
        self.output.append(" style=\"")
        var separator = ""
        if let show = transition?.show {
            self.appendMilliseconds("--anshin-show-duration:", show.duration)
            self.appendMilliseconds(";--anshin-show-delay:", show.delay)
            separator = ";"
        }
        if let hide = transition?.hide {
            self.output.append(separator)
            self.appendMilliseconds("--anshin-hide-duration:", hide.duration)
            self.appendMilliseconds(";--anshin-hide-delay:", hide.delay)
            separator = ";"
        }
        if let visualOrder = context.visualOrder {
            self.output.append(separator)
            self.output.append("order:")
            self.output.append(String(visualOrder))
        }
        self.output.append("\"")
    }

    private mutating func appendMilliseconds(_ property: String, _ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        self.output.append(property)
        self.output.append(String(milliseconds))
        self.output.append("ms")
    }

    // MARK: - Names and descriptions

    /// The name a descriptor gives: its spoken label or label, joined with its value.
    private func accessibleName(_ accessibility: AccessibilityDescriptor) -> UserText? {
        let label = accessibility.spokenLabel ?? accessibility.label
        guard let value = accessibility.value else { return label }
        guard let label else { return value }
        return .joined([label, value])
    }

    /// The descriptor's name where it differs from the visible text, so it must be written out.
    private func differingName(_ accessibility: AccessibilityDescriptor, visibleText: UserText?) -> UserText? {
        guard let name = self.accessibleName(accessibility) else { return nil }
        guard let visibleText else { return name }
        if name == visibleText { return nil }
        return self.resolve(name) == self.resolve(visibleText) ? nil : name
    }

    /// Writes `aria-describedby` for the element's hint: the visible element showing the same text, or
    /// the hidden description written inside the element.
    /// - Returns: The hint to write as a hidden description, if no visible element shows it.
    private mutating func appendHintReference(_ element: Presentation.Element) -> UserText? {
        guard let hint = element.accessibility.hint else { return nil }
        if let describingID = self.idOfVisibleText(matching: hint), describingID != element.id {
            self.appendIDReference("aria-describedby", describingID)
            return nil
        }
        self.appendIDReference("aria-describedby", element.id, suffix: "_hint")
        return hint
    }

    private mutating func writeHint(_ element: Presentation.Element, hint: UserText) {
        self.output.append("<span")
        self.appendID(element.id, suffix: "_hint")
        self.output.append(" hidden>")
        self.appendText(hint)
        self.output.append("</span>")
    }

    // MARK: - Lookups

    /// The identifier of an element whose visible text is `text`: a heading, paragraph or label.
    private func idOfVisibleText(matching text: UserText) -> String? {
        func search(_ element: Presentation.Element) -> String? {
            switch element.kind {
            case .heading, .paragraph, .label:
                if element.text == text { return element.id }
            default:
                break
            }
            for child in element.children {
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(self.presentation.root)
    }

    private func elementExists(_ id: String) -> Bool {
        func search(_ element: Presentation.Element) -> Bool {
            element.id == id || element.children.contains(where: search)
        }
        return search(self.presentation.root)
    }

    private static func containsProgress(_ elements: [Presentation.Element]) -> Bool {
        elements.contains { element in
            if case .progress = element.kind { return true }
            return containsProgress(element.children)
        }
    }

    private static func containsButton(_ elements: [Presentation.Element]) -> Bool {
        elements.contains { element in
            if case .button = element.kind { return true }
            return containsButton(element.children)
        }
    }

    private static func highestHeadingLevel(in element: Presentation.Element) -> Int? {
        var level: Int?
        if case .heading(let headingLevel) = element.kind {
            level = headingLevel
        } else if element.accessibility.traits.contains(.header) {
            switch element.kind {
            case .paragraph, .label: level = element.accessibility.headingLevel ?? 2
            default: break
            }
        }
        for child in element.children {
            if let childLevel = highestHeadingLevel(in: child) { level = min(level ?? childLevel, childLevel) }
        }
        return level.map { min(max($0, 1), 6) }
    }

    private static func firstHeading(in element: Presentation.Element) -> Presentation.Element? {
        if case .heading = element.kind { return element }
        for child in element.children {
            if let found = firstHeading(in: child) { return found }
        }
        return nil
    }

    // MARK: - Text

    private func resolve(_ text: UserText) -> String {
        text.resolved(using: self.localizer)
    }

    private mutating func appendText(_ text: UserText) {
        HTMLEscaping.appendText(self.resolve(text), to: &self.output)
    }

    private static func ariaRole(_ role: AccessibilityRole) -> String {
        switch role {
        case .alertDialog: "alertdialog"
        case .dialog: "dialog"
        case .status: "status"
        case .alert: "alert"
        case .region: "region"
        case .group: "group"
        case .progressIndicator: "progressbar"
        }
    }
}
