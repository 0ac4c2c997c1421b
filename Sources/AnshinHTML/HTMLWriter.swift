import Anshin

/// Writes one presentation's HTML into a buffer: the engine behind ``HTMLRenderer``.
///
/// The writer walks the element tree once and appends markup as it goes; it builds no node tree, and
/// text is resolved, escaped and copied into the buffer piece by piece (`UserText.resolve(using:into:)`),
/// so a render allocates nothing beyond the buffer's own growth.
struct HTMLWriter<L: Localizer> {
    /// The buffer being written: UTF-8.
    var output: HTMLByteBuffer

    /// The presentation being written, read in place: it outlives the writer.
    private let presentation: UnsafePointer<Presentation>
    private let localizer: L
    /// How many levels headings are raised (in a document, so the highest becomes `<h1>`).
    private var headingPromotion = 0
    /// Where the head holds the presentation's sanitized type, which the root's class repeats.
    private var sanitizedType = (start: 0, count: 0)

    /// Creates a writer.
    /// - Parameters:
    ///   - presentation: The presentation to write; it must outlive the writer.
    ///   - localizer: Resolves the text.
    ///   - sanitizedIDPrefix: Starts every identifier; already sanitized.
    ///   - output: The empty buffer to write into.
    init(
        presentation: UnsafePointer<Presentation>,
        localizer: L,
        sanitizedIDPrefix: String,
        output: HTMLByteBuffer
    ) {
        self.output = output
        self.presentation = presentation
        self.localizer = localizer
        // Every identifier starts `idPrefix-type-`, sanitized: written once, as the buffer's head.
        if !sanitizedIDPrefix.isEmpty {
            self.emitString(sanitizedIDPrefix)
            self.output.append(UInt8(ascii: "-"))
        }
        if !presentation.pointee.type.isEmpty {
            let start = self.output.count
            HTMLIdentifier.appendSanitized(presentation.pointee.type, to: &self.output)
            self.sanitizedType = (start, self.output.count - start)
            self.output.append(UInt8(ascii: "-"))
        }
        self.output.endHead()
    }

    // MARK: - Layouts

    /// Writes the presentation as a fragment.
    /// - Parameter root: The presentation's root, read in place.
    mutating func writeFragment(root: UnsafePointer<Presentation.Element>) {
        self.writeElement(root, context: ElementContext(isRoot: true))
    }

    /// Writes the presentation as a standalone page.
    /// - Parameters:
    ///   - title: The page's title, or `nil` to derive one from the presentation.
    ///   - root: The presentation's root, read in place.
    mutating func writeDocument(title: UserText?, root: UnsafePointer<Presentation.Element>) {
        let topLevel = Self.highestHeadingLevel(in: self.presentation.pointee.root)
        self.headingPromotion = topLevel.map { $0 - 1 } ?? 0
        let pageTitle = title.map { PageTitle.text($0) } ?? self.derivedTitle()
        self.emit("<!DOCTYPE html>\n<html lang=\"")
        self.appendLanguageTag()
        self.emit("\">\n<head>\n<meta charset=\"utf-8\">\n")
        self.emit("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        self.appendTitle(pageTitle)
        self.emit("</title>\n<style>\n")
        self.emitString(HTMLStylesheet.css)
        self.emit("\n</style>\n</head>\n<body class=\"anshin-page\">\n<main class=\"anshin-main\">\n")
        if topLevel == nil {
            self.emit("<h1 class=\"anshin-visually-hidden\">")
            self.appendTitle(pageTitle)
            self.emit("</h1>\n")
        }
        self.writeFragment(root: root)
        self.emit("</main>\n</body>\n</html>\n")
    }

    /// A page's title: a model's text, or a string of the front end.
    private enum PageTitle {
        case text(UserText)
        case string(String)
    }

    private func derivedTitle() -> PageTitle {
        let root = self.presentation.pointee.root
        if let label = root.accessibility.label, !self.resolvesEmpty(label) {
            return .text(label)
        }
        if let heading = Self.firstHeading(in: root), let text = heading.text, !self.resolvesEmpty(text) {
            return .text(text)
        }
        return .string(self.presentation.pointee.type.isEmpty ? "Anshin" : self.presentation.pointee.type)
    }

    private mutating func appendTitle(_ title: PageTitle) {
        switch title {
        case .text(let text): self.appendText(text)
        case .string(let string): HTMLEscaping.appendText(string, to: &self.output)
        }
    }

    /// Whether text resolves to the empty string, found without building it.
    private func resolvesEmpty(_ text: UserText) -> Bool {
        var isEmpty = true
        text.resolve(using: self.localizer) { (_: Substring) in isEmpty = false }
        return isEmpty
    }

    private mutating func appendLanguageTag() {
        let code = self.localizer.languageCode
        if code.isEmpty {
            self.emit("und")
        } else if code.utf8.contains(UInt8(ascii: "_")) {
            var tag = ""
            for scalar in code.unicodeScalars { tag.unicodeScalars.append(scalar == "_" ? "-" : scalar) }
            HTMLEscaping.appendAttribute(tag, to: &self.output)
        } else {
            HTMLEscaping.appendAttribute(code, to: &self.output)
        }
    }

    // MARK: - Bytes

    /// Appends a literal's UTF-8.
    @inline(__always)
    private mutating func emit(_ literal: StaticString) {
        literal.withUTF8Buffer { self.output.append($0) }
    }

    /// Appends a string's UTF-8 as it is: only for strings of the front end, never a model's.
    @inline(__always)
    private mutating func emitString(_ string: String) {
        let appended: Void? = string.utf8.withContiguousStorageIfAvailable { self.output.append($0) }
        if appended == nil {
            var contiguous = string
            contiguous.withUTF8 { self.output.append($0) }
        }
    }

    /// Appends a whole number in decimal.
    private mutating func emitNumber(_ number: Int) {
        if number < 0 { self.output.append(UInt8(ascii: "-")) }
        self.emitDigits(UInt(number.magnitude))
    }

    private mutating func emitDigits(_ number: UInt) {
        if number >= 10 { self.emitDigits(number / 10) }
        self.output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
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

    private mutating func writeElement(_ element: UnsafePointer<Presentation.Element>, context: ElementContext) {
        switch element.pointee.kind {
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

    private func traitHeadingLevel(_ element: UnsafePointer<Presentation.Element>) -> Int? {
        guard element.pointee.accessibility.traits.contains(.header) else { return nil }
        return element.pointee.accessibility.headingLevel ?? 2
    }

    // MARK: Containers

    private mutating func writeContainer(
        _ element: UnsafePointer<Presentation.Element>,
        labelledBy: String?,
        describedBy: String?,
        context: ElementContext
    ) {
        let accessibility = element.pointer(to: \.accessibility)!
        let tag: StaticString
        var ariaRole: StaticString?
        var roleClass: StaticString?
        var isNamed = true
        var isLiveRegion = false
        switch accessibility.pointee.role {
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
            if Self.containsProgress(element.pointee.children) {
                isNamed = false
            } else {
                ariaRole = "progressbar"
            }
        case nil:
            if accessibility.pointee.grouping != .default || labelledBy != nil || accessibility.pointee.label != nil {
                (ariaRole, roleClass) = ("group", "anshin-role-group")
            } else {
                isNamed = false
            }
        }
        if context.isPhrasing {
            tag = "span"
        } else {
            tag = accessibility.pointee.role == .region ? "section" : "div"
        }

        self.emit("<")
        self.emit(tag)
        self.appendID(element.pointee.id)
        self.appendClasses(element, kindClass: "anshin-container", extraClass: roleClass, context: context)
        if let ariaRole { self.appendRawAttribute("role", ariaRole) }
        if isNamed {
            if let labelledBy, self.elementExists(labelledBy) {
                self.appendIDReference("aria-labelledby", labelledBy)
            } else if let name = self.accessibleName(accessibility) {
                if let labelID = self.idOfVisibleText(matching: name), labelID != element.pointee.id {
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
        if accessibility.pointee.traits.contains(.modal),
            accessibility.pointee.role == .alertDialog || accessibility.pointee.role == .dialog
        {
            self.appendRawAttribute("aria-modal", "true")
        }
        self.appendStateAttributes(
            element,
            context: context,
            isInteractive: (accessibility.pointee.isHidden || context.isExcluded)
                && Self.containsButton(element.pointee.children)
        )
        self.appendStyle(context)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }

        if let text = element.pointee.text {
            self.emit("<span class=\"anshin-text\">")
            self.appendText(text)
            self.emit("</span>")
            if !context.isPhrasing { self.emit("\n") }
        }
        self.writeChildren(
            element.pointee.children,
            isPhrasing: context.isPhrasing,
            excludesChildren: accessibility.pointee.grouping == .exclude
        )
        // A progress bar's children are presentational, so its live region follows it instead.
        let isProgressBar = accessibility.pointee.role == .progressIndicator && ariaRole != nil
        let needsLiveRegion =
            accessibility.pointee.role == .progressIndicator
            || (accessibility.pointee.announcement != nil && !isLiveRegion)
        if needsLiveRegion && !isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.pointee.announcement, context: context)
        }
        if let hintToWrite {
            self.writeHint(element, hint: hintToWrite)
            if !context.isPhrasing { self.emit("\n") }
        }
        self.emit("</")
        self.emit(tag)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }
        if needsLiveRegion && isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.pointee.announcement, context: context)
        }
    }

    private mutating func writeChildren(_ children: [Presentation.Element], isPhrasing: Bool, excludesChildren: Bool) {
        var childContext = ElementContext(isPhrasing: isPhrasing, isExcluded: excludesChildren)
        // Elements are read in place through the buffer, so none is copied.
        children.withUnsafeBufferPointer { children in
            guard let readingOrder = Self.readingOrder(children) else {
                for index in children.indices {
                    self.writeElement(children.baseAddress! + index, context: childContext)
                }
                return
            }
            for index in readingOrder {
                childContext.visualOrder = index
                self.writeElement(children.baseAddress! + index, context: childContext)
            }
        }
    }

    /// The children's indices in reading order (higher sort priority first, stable), or `nil` when that
    /// is their visual order.
    private static func readingOrder(_ children: UnsafeBufferPointer<Presentation.Element>) -> [Int]? {
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
        _ element: UnsafePointer<Presentation.Element>,
        announcement: Announcement?,
        context: ElementContext
    ) {
        let tag: StaticString = context.isPhrasing ? "span" : "div"
        self.emit("<")
        self.emit(tag)
        self.appendID(element.pointee.id, suffix: "_live")
        self.emit(" class=\"anshin-announcement\" role=\"")
        self.emit(announcement?.politeness == .assertive ? "alert" : "status")
        self.emit("\">")
        if let announcement { self.appendText(announcement.text) }
        self.emit("</")
        self.emit(tag)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }
    }

    // MARK: Text

    private mutating func writeText(
        _ element: UnsafePointer<Presentation.Element>,
        headingLevel: Int?,
        fallbackTag: StaticString,
        kindClass: StaticString,
        _ context: ElementContext
    ) {
        let accessibility = element.pointer(to: \.accessibility)!
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
        let isHeadingKind: Bool
        if case .heading = element.pointee.kind { isHeadingKind = true } else { isHeadingKind = false }
        let spokenName = self.differingName(of: element)

        self.emit("<")
        self.emit(tag)
        self.appendID(element.pointee.id)
        self.appendClasses(
            element,
            kindClass: kindClass,
            extraClass: isHeading && !isHeadingKind ? "anshin-heading" : nil,
            context: context
        )
        if let ariaLevel {
            self.emit(" role=\"heading\" aria-level=\"")
            self.emitNumber(ariaLevel)
            self.emit("\"")
        } else if !isHeading {
            if let role = accessibility.pointee.role {
                self.appendRawAttribute("role", Self.ariaRole(role))
            } else if let announcement = accessibility.pointee.announcement {
                self.appendRawAttribute("role", announcement.politeness == .assertive ? "alert" : "status")
            }
        }
        if isHeading, let spokenName { self.appendTextAttribute("aria-label", spokenName) }
        let hint = self.appendHintReference(element)
        self.appendStateAttributes(element, context: context, isInteractive: false)
        self.appendStyle(context)
        self.emit(">")
        if let text = element.pointee.text {
            if let spokenName, !isHeading {
                self.emit("<span aria-hidden=\"true\">")
                self.appendText(text)
                self.emit("</span><span class=\"anshin-visually-hidden\">")
                self.appendText(spokenName)
                self.emit("</span>")
            } else {
                self.appendText(text)
            }
        } else if let spokenName, !isHeading {
            self.emit("<span class=\"anshin-visually-hidden\">")
            self.appendText(spokenName)
            self.emit("</span>")
        }
        self.writeChildren(
            element.pointee.children,
            isPhrasing: true,
            excludesChildren: accessibility.pointee.grouping == .exclude
        )
        if let hint { self.writeHint(element, hint: hint) }
        self.emit("</")
        self.emit(tag)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }
    }

    private static func headingTag(_ level: Int) -> StaticString {
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

    private mutating func writeIcon(_ element: UnsafePointer<Presentation.Element>, icon: Icon, context: ElementContext)
    {
        let accessibility = element.pointer(to: \.accessibility)!
        let name = self.accessibleName(accessibility) ?? (icon.isDecorative ? nil : icon.label)
        let isHidden = accessibility.pointee.isHidden || context.isExcluded || name == nil
        self.emit("<svg")
        self.appendID(element.pointee.id)
        self.emit(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.emit("anshin-icon anshin-symbol-")
        HTMLIdentifier.appendSanitized(icon.symbol.rawValue, to: &self.output)
        self.appendToneClass(element)
        self.emit("\"")
        self.emit(HTMLIconLibrary.svgAttributes)
        if isHidden {
            self.emit(" aria-hidden=\"true\" focusable=\"false\"")
        } else if let name {
            self.emit(" role=\"img\"")
            self.appendTextAttribute("aria-label", name)
            self.emit(" focusable=\"false\"")
        }
        self.appendStyle(context)
        self.emit(">")
        self.emitString(HTMLIconLibrary.shapes(for: icon.symbol))
        self.emit("</svg>")
        if !context.isPhrasing { self.emit("\n") }
        self.writeTrailingChildren(element, context: context)
    }

    // MARK: Buttons

    private mutating func writeButton(
        _ element: UnsafePointer<Presentation.Element>,
        button: Presentation.Element.Button,
        context: ElementContext
    ) {
        let accessibility = element.pointer(to: \.accessibility)!
        // A button inside a button is not allowed: it is drawn, without its action.
        let isNested = context.isPhrasing && self.isInsideButton
        let tag: StaticString = isNested ? "span" : "button"
        self.emit("<")
        self.emit(tag)
        if !isNested { self.emit(" type=\"button\"") }
        self.appendID(element.pointee.id)
        self.emit(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.emit("anshin-button anshin-button-")
        self.emitString(button.role.rawValue)
        self.appendToneClass(element)
        self.emit("\"")
        if !isNested {
            self.emit(" data-action=\"")
            HTMLEscaping.appendAttribute(button.action.rawValue, to: &self.output)
            self.emit("\" data-role=\"")
            self.emitString(button.role.rawValue)
            self.emit("\"")
        }
        if let name = self.differingName(of: element) {
            self.appendTextAttribute("aria-label", name)
        }
        let hint = self.appendHintReference(element)
        if !isNested {
            if accessibility.pointee.traits.contains(.selected) { self.appendRawAttribute("aria-pressed", "true") }
            if accessibility.pointee.isBusy { self.appendRawAttribute("aria-busy", "true") }
            if accessibility.pointee.traits.contains(.notEnabled) { self.emit(" disabled") }
            if button.isInitialFocus { self.emit(" autofocus") }
        }
        self.appendStyle(context)
        self.emit(">")
        if let text = element.pointee.text { self.appendText(text) }
        let wasInsideButton = self.isInsideButton
        self.isInsideButton = true
        self.writeChildren(
            element.pointee.children,
            isPhrasing: true,
            excludesChildren: accessibility.pointee.grouping == .exclude
        )
        self.isInsideButton = wasInsideButton
        if let hint { self.writeHint(element, hint: hint) }
        self.emit("</")
        self.emit(tag)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }
    }

    private var isInsideButton = false

    // MARK: Progress

    private mutating func writeProgress(
        _ element: UnsafePointer<Presentation.Element>,
        progress: Presentation.Element.Progress,
        context: ElementContext
    ) {
        let accessibility = element.pointer(to: \.accessibility)!
        let tag: StaticString = context.isPhrasing ? "span" : "div"
        let fraction = progress.fraction.flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        self.emit("<")
        self.emit(tag)
        self.appendID(element.pointee.id)
        self.appendClasses(
            element,
            kindClass: "anshin-progressbar",
            extraClass: fraction == nil ? "anshin-progressbar-indeterminate" : nil,
            context: context
        )
        self.emit(" role=\"progressbar\"")
        if let label = accessibility.pointee.spokenLabel ?? accessibility.pointee.label,
            let labelID = self.idOfVisibleText(matching: label)
        {
            self.appendIDReference("aria-labelledby", labelID)
        } else if let name = accessibility.pointee.spokenLabel ?? accessibility.pointee.label {
            self.appendTextAttribute("aria-label", name)
        }
        if let fraction, !progress.isSimulated {
            self.emit(" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"")
            HTMLPercentage.append(fraction, to: &self.output)
            self.emit("\"")
            if let value = accessibility.pointee.value { self.appendTextAttribute("aria-valuetext", value) }
        }
        let hint = self.appendHintReference(element)
        self.appendStateAttributes(element, context: context, isInteractive: false)
        self.appendStyle(context)
        self.emit(">")
        self.emit(context.isPhrasing ? "<span" : "<div")
        self.emit(" class=\"anshin-progressbar-fill\"")
        if let fraction {
            self.emit(" style=\"width:")
            HTMLPercentage.append(fraction, to: &self.output)
            self.emit("%\"")
        }
        self.emit(context.isPhrasing ? "></span>" : "></div>")
        if let hint { self.writeHint(element, hint: hint) }
        self.emit("</")
        self.emit(tag)
        self.emit(">")
        if !context.isPhrasing { self.emit("\n") }
        self.writeTrailingChildren(element, context: context)
    }

    /// Writes the children of an element that cannot hold HTML (an icon, a progress bar) after it.
    private mutating func writeTrailingChildren(_ element: UnsafePointer<Presentation.Element>, context: ElementContext)
    {
        guard !element.pointee.children.isEmpty else { return }
        self.writeChildren(
            element.pointee.children,
            isPhrasing: context.isPhrasing,
            excludesChildren: context.isExcluded
        )
    }

    // MARK: - Attributes

    private mutating func appendID(_ elementID: String, suffix: StaticString? = nil) {
        self.emit(" id=\"")
        self.appendIDValue(elementID)
        if let suffix { self.emit(suffix) }
        self.emit("\"")
    }

    private mutating func appendIDValue(_ elementID: String) {
        self.output.appendHead()
        HTMLIdentifier.appendSanitized(elementID, to: &self.output)
    }

    private mutating func appendIDReference(_ name: StaticString, _ elementID: String, suffix: StaticString? = nil) {
        self.emit(" ")
        self.emit(name)
        self.emit("=\"")
        self.appendIDValue(elementID)
        if let suffix { self.emit(suffix) }
        self.emit("\"")
    }

    private mutating func appendRawAttribute(_ name: StaticString, _ value: StaticString) {
        self.emit(" ")
        self.emit(name)
        self.emit("=\"")
        self.emit(value)
        self.emit("\"")
    }

    private mutating func appendTextAttribute(_ name: StaticString, _ value: UserText) {
        self.emit(" ")
        self.emit(name)
        self.emit("=\"")
        let localizer = self.localizer
        value.resolveBytes(using: localizer) { HTMLEscaping.appendAttribute($0, to: &self.output) }
        self.emit("\"")
    }

    private mutating func appendClasses(
        _ element: UnsafePointer<Presentation.Element>,
        kindClass: StaticString,
        extraClass: StaticString?,
        context: ElementContext
    ) {
        self.emit(" class=\"")
        if context.isRoot { self.appendRootClasses() }
        self.emit(kindClass)
        if let extraClass {
            self.emit(" ")
            self.emit(extraClass)
        }
        self.appendToneClass(element)
        self.emit("\"")
    }

    /// `anshin anshin-type-TYPE ` and, with a transition, `anshin-transition `.
    private mutating func appendRootClasses() {
        self.emit("anshin anshin-type-")
        self.output.appendHead(from: self.sanitizedType.start, count: self.sanitizedType.count)
        self.emit(" ")
        if self.hasTransition { self.emit("anshin-transition ") }
    }

    private mutating func appendToneClass(_ element: UnsafePointer<Presentation.Element>) {
        guard let tone = element.pointee.tone else { return }
        self.emit(" anshin-tone-")
        HTMLIdentifier.appendSanitized(tone.rawValue, to: &self.output)
    }

    /// Writes `aria-busy`, `aria-hidden` and `aria-current` from the descriptor.
    private mutating func appendStateAttributes(
        _ element: UnsafePointer<Presentation.Element>,
        context: ElementContext,
        isInteractive: Bool
    ) {
        let accessibility = element.pointer(to: \.accessibility)!
        if accessibility.pointee.isBusy { self.appendRawAttribute("aria-busy", "true") }
        if (accessibility.pointee.isHidden || context.isExcluded) && !isInteractive {
            self.appendRawAttribute("aria-hidden", "true")
        }
        if accessibility.pointee.traits.contains(.selected) { self.appendRawAttribute("aria-current", "true") }
    }

    private var hasTransition: Bool {
        guard let transition = self.presentation.pointee.transition else { return false }
        return transition.show != nil || transition.hide != nil
    }

    /// Writes the `style` attribute: the root's transition timings and a reordered element's visual order.
    private mutating func appendStyle(_ context: ElementContext) {
        let transition = context.isRoot && self.hasTransition ? self.presentation.pointee.transition : nil
        guard transition != nil || context.visualOrder != nil else { return }
        self.emit(" style=\"")
        var separator: StaticString = ""
        if let show = transition?.show {
            self.appendMilliseconds("--anshin-show-duration:", show.duration)
            self.appendMilliseconds(";--anshin-show-delay:", show.delay)
            separator = ";"
        }
        if let hide = transition?.hide {
            self.emit(separator)
            self.appendMilliseconds("--anshin-hide-duration:", hide.duration)
            self.appendMilliseconds(";--anshin-hide-delay:", hide.delay)
            separator = ";"
        }
        if let visualOrder = context.visualOrder {
            self.emit(separator)
            self.emit("order:")
            self.emitNumber(visualOrder)
        }
        self.emit("\"")
    }

    /// Writes a duration in whole milliseconds: 0 for a negative duration, and at most `Int64.max` for
    /// one too long to count in milliseconds (a host may pass any `Duration`).
    private mutating func appendMilliseconds(_ property: StaticString, _ duration: Duration) {
        self.emit(property)
        self.emitNumber(Int(max(0, duration.wholeMilliseconds)))
        self.emit("ms")
    }

    // MARK: - Names and descriptions

    /// The name a descriptor gives: its spoken label or label, joined with its value.
    private func accessibleName(_ accessibility: UnsafePointer<AccessibilityDescriptor>) -> UserText? {
        let label = accessibility.pointee.spokenLabel ?? accessibility.pointee.label
        guard let value = accessibility.pointee.value else { return label }
        guard let label else { return value }
        return .joined([label, value])
    }

    /// The descriptor's name where it differs from the visible text, so it must be written out.
    /// - Parameter element: The element, read in place.
    /// - Returns: The name, or `nil` when the visible text says the same.
    private func differingName(of element: UnsafePointer<Presentation.Element>) -> UserText? {
        // The usual case, decided in place without copying any text: the name is the label, and the
        // visible text is the same text or missing.
        let accessibility = element.pointer(to: \.accessibility)!
        if accessibility.pointee.value == nil && accessibility.pointee.spokenLabel == nil {
            // A control's label is usually its text itself, the same storage: seen bit for bit.
            if UserText.areIdentical(accessibility.pointer(to: \.label)!, element.pointer(to: \.text)!) { return nil }
            guard let label = accessibility.pointee.label else { return nil }
            guard let text = element.pointee.text else { return label }
            if label == text { return nil }
        }
        return self.differingName(accessibility, visibleText: element.pointee.text)
    }

    /// The descriptor's name where it differs from the visible text, so it must be written out.
    /// - Parameters:
    ///   - accessibility: The descriptor, read in place.
    ///   - visibleText: The text the element shows.
    /// - Returns: The name, or `nil` when the visible text says the same.
    private func differingName(
        _ accessibility: UnsafePointer<AccessibilityDescriptor>,
        visibleText: UserText?
    ) -> UserText? {
        guard let name = self.accessibleName(accessibility) else { return nil }
        guard let visibleText else { return name }
        if name == visibleText { return nil }
        return self.resolve(name) == self.resolve(visibleText) ? nil : name
    }

    /// Writes `aria-describedby` for the element's hint: the visible element showing the same text, or
    /// the hidden description written inside the element.pointee.
    /// - Returns: The hint to write as a hidden description, if no visible element shows it.
    private mutating func appendHintReference(_ element: UnsafePointer<Presentation.Element>) -> UserText? {
        guard let hint = element.pointee.accessibility.hint else { return nil }
        if let describingID = self.idOfVisibleText(matching: hint), describingID != element.pointee.id {
            self.appendIDReference("aria-describedby", describingID)
            return nil
        }
        self.appendIDReference("aria-describedby", element.pointee.id, suffix: "_hint")
        return hint
    }

    private mutating func writeHint(_ element: UnsafePointer<Presentation.Element>, hint: UserText) {
        self.emit("<span")
        self.appendID(element.pointee.id, suffix: "_hint")
        self.emit(" hidden>")
        self.appendText(hint)
        self.emit("</span>")
    }

    // MARK: - Lookups

    // The lookups walk the tree by index and read fields in place, so no element is copied.

    /// The identifier of an element whose visible text is `text`: a heading, paragraph or label.
    private func idOfVisibleText(matching text: UserText) -> String? {
        let root = self.presentation.pointer(to: \.root)!
        if Self.isVisibleText(root, text) { return root.pointee.id }
        return Self.idOfVisibleText(matching: text, in: self.presentation.pointee.root.children)
    }

    private static func idOfVisibleText(matching text: UserText, in elements: [Presentation.Element]) -> String? {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                let element = elements.baseAddress! + index
                if Self.isVisibleText(element, text) { return element.pointee.id }
                if !element.pointee.children.isEmpty,
                    let found = Self.idOfVisibleText(matching: text, in: element.pointee.children)
                {
                    return found
                }
            }
            return nil
        }
    }

    /// Whether an element is a heading, paragraph or label showing `text`, read in place: passing
    /// the element by value would copy it whole.
    @inline(__always)
    private static func isVisibleText(_ element: UnsafePointer<Presentation.Element>, _ text: UserText) -> Bool {
        switch element.pointee.kind {
        case .heading, .paragraph, .label: element.pointee.text == text
        default: false
        }
    }

    private func elementExists(_ id: String) -> Bool {
        self.presentation.pointee.root.id == id || Self.contains(id: id, in: self.presentation.pointee.root.children)
    }

    private static func contains(id: String, in elements: [Presentation.Element]) -> Bool {
        for index in elements.indices {
            if elements[index].id == id { return true }
            if !elements[index].children.isEmpty, Self.contains(id: id, in: elements[index].children) { return true }
        }
        return false
    }

    private static func containsProgress(_ elements: [Presentation.Element]) -> Bool {
        for index in elements.indices {
            if case .progress = elements[index].kind { return true }
            if !elements[index].children.isEmpty, Self.containsProgress(elements[index].children) { return true }
        }
        return false
    }

    private static func containsButton(_ elements: [Presentation.Element]) -> Bool {
        for index in elements.indices {
            if case .button = elements[index].kind { return true }
            if !elements[index].children.isEmpty, Self.containsButton(elements[index].children) { return true }
        }
        return false
    }

    static func highestHeadingLevel(in element: Presentation.Element) -> Int? {
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

    /// Resolves text straight into the buffer, escaped as text content.
    private mutating func appendText(_ text: UserText) {
        let localizer = self.localizer
        text.resolveBytes(using: localizer) { HTMLEscaping.appendText($0, to: &self.output) }
    }

    private static func ariaRole(_ role: AccessibilityRole) -> StaticString {
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
