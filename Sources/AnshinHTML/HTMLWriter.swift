import Anshin

/// Writes one presentation's HTML: the engine behind ``HTMLRenderer``.
///
/// The writer walks the element tree once and appends UTF-8 to the caller's byte array as it goes;
/// it builds no node tree, and each text is resolved piece by piece (`UserText.resolve(using:into:)`)
/// and escaped straight into the array.
struct HTMLWriter {
    /// The presentation to write.
    private let presentation: Presentation
    /// Resolves the presentation's text.
    private let localizer: any Localizer
    /// A fragment or a page.
    private let layout: HTMLRenderer.Layout
    /// How every identifier starts: `idPrefix-type-`, sanitized.
    private let identifierStart: [UInt8]
    /// The presentation's type as the root's class names it (`anshin-type-TYPE`), sanitized with its `-` kept.
    private let sanitizedType: [UInt8]
    /// The level of the presentation's highest heading, if it has any.
    private let topHeadingLevel: Int?
    /// How many levels headings are raised: on a page, so that the highest becomes `<h1>`.
    private let headingPromotion: Int
    /// The identifier of the button that gets `autofocus`: the presentation's first initial focus
    /// (`initialFocusID(in:)`), or none on a page where an earlier model took it. HTML allows one, so
    /// any other button that takes initial focus is marked `data-anshin-initial-focus`.
    private let autofocusID: String?
    /// Whether the markup is part of a standalone page: there a Retry button is a link that reloads
    /// the page (`<a href="">`), since reloading is retrying, so Retry works without JavaScript; and
    /// the page's `<html>` states the language and direction, which a fragment's root states
    /// otherwise.
    private let isOnPage: Bool
    /// The CSP nonce a page writes on its `<style>` and `<script>`, already checked, or `nil`.
    private let nonce: String?
    /// Whether a dialog is written open.
    private let opensDialogs: Bool
    /// Whether a page embeds the stylesheet and the live script or links them.
    private let pageAssets: HTMLRenderer.PageAssets
    /// Whether the localizer's language is written right to left, so a page says `dir="rtl"` and a
    /// fragment `dir="rtl"` rather than `dir="ltr"`: asked of the localizer once per render, since
    /// every text needs it.
    private let isRightToLeft: Bool

    /// Creates a writer.
    /// - Parameters:
    ///   - presentation: The presentation to write.
    ///   - localizer: Resolves the text.
    ///   - layout: A fragment or a page.
    ///   - sanitizedIDPrefix: Starts every identifier; already sanitized.
    ///   - writesAutofocus: Whether the button that takes initial focus gets `autofocus`.
    ///   - isOnPage: Whether the markup is part of a standalone page (a ``HTMLRenderer/Page`` of the
    ///     document layout draws its models as fragments of one page); by default, whether the layout
    ///     is a page.
    ///   - nonce: The CSP nonce for a page's `<style>` and `<script>`, already checked.
    ///   - opensDialogs: Whether a dialog is written open.
    ///   - pageAssets: Whether a page embeds the stylesheet and the live script or links them.
    init(
        presentation: Presentation,
        localizer: any Localizer,
        layout: HTMLRenderer.Layout,
        sanitizedIDPrefix: [UInt8],
        writesAutofocus: Bool = true,
        isOnPage: Bool? = nil,
        nonce: String? = nil,
        opensDialogs: Bool = true,
        pageAssets: HTMLRenderer.PageAssets = .embedded
    ) {
        self.presentation = presentation
        self.autofocusID = writesAutofocus ? Self.initialFocusID(in: presentation.root) : nil
        if let isOnPage {
            self.isOnPage = isOnPage
        } else if case .document = layout {
            self.isOnPage = true
        } else {
            self.isOnPage = false
        }
        self.nonce = nonce
        self.opensDialogs = opensDialogs
        self.pageAssets = pageAssets
        self.localizer = localizer
        self.isRightToLeft = localizer.layoutDirection == .rightToLeft
        self.layout = layout
        (self.identifierStart, self.sanitizedType) = HTMLIdentifier.identifierStart(
            sanitizedPrefix: sanitizedIDPrefix,
            type: presentation.type
        )
        if case .document = layout {
            self.topHeadingLevel = presentation.root.highestHeadingLevel
            self.headingPromotion = self.topHeadingLevel.map { $0 - 1 } ?? 0
        } else {
            self.topHeadingLevel = nil
            self.headingPromotion = 0
        }
    }

    /// Appends the presentation's HTML.
    /// - Parameter output: The UTF-8 to append to.
    /// - Returns: Where a page's stylesheet and script landed in `output`, or `nil` for a fragment.
    @discardableResult
    func write(to output: inout [UInt8]) -> PageParts? {
        switch self.layout {
        case .fragment:
            self.writeElement(self.presentation.root, context: ElementContext(isRoot: true), to: &output)
            return nil
        case .document(let title):
            return self.writeDocument(title: title, to: &output)
        }
    }

    // MARK: - Pages

    /// Writes the presentation as a standalone page.
    /// - Parameters:
    ///   - title: The page's title, or `nil` to derive one from the presentation.
    ///   - output: The UTF-8 to append to.
    /// - Returns: Where the stylesheet and the script landed in `output`.
    private func writeDocument(title: UserText?, to output: inout [UInt8]) -> PageParts {
        self.writePage(
            title: self.pageTitle(title),
            hasTopHeading: self.topHeadingLevel != nil,
            boardRules: Self.boardRules(in: self.presentation),
            to: &output
        ) { output in
            self.writeElement(self.presentation.root, context: ElementContext(isRoot: true), to: &output)
        }
    }

    /// Writes a standalone page around a body: the document's head in the localizer's language, the
    /// stylesheet, a `<main>` landmark that holds the body, the status region the live script posts
    /// messages into and announces through, and the live script.
    /// - Parameters:
    ///   - title: The page's title.
    ///   - hasTopHeading: Whether the body has the page's `<h1>`; without one, a visually hidden `<h1>`
    ///     with the title starts the `<main>`.
    ///   - boardRules: The rules of the first status board on the page, which the status region states
    ///     for the script; `nil` for the script's own (one message, replaced; no multiplier).
    ///   - output: The UTF-8 to append to.
    ///   - body: Writes what `<main>` holds.
    /// - Returns: Where the stylesheet and the script landed in `output`.
    func writePage(
        title: PageTitle,
        hasTopHeading: Bool,
        boardRules: Presentation.Behavior.BoardRules?,
        to output: inout [UInt8],
        body: (inout [UInt8]) -> Void
    ) -> PageParts {
        output.append(contentsOf: "<!DOCTYPE html>\n<html lang=\"".utf8)
        self.appendLanguageTag(to: &output)
        output.append(contentsOf: (self.isRightToLeft ? "\" dir=\"rtl\">\n" : "\">\n").utf8)
        output.append(contentsOf: "<head>\n<meta charset=\"utf-8\">\n".utf8)
        output.append(
            contentsOf: "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>".utf8
        )
        self.appendTitle(title, to: &output)
        output.append(contentsOf: "</title>\n".utf8)
        let stylesheet = self.writeStylesheet(to: &output)
        output.append(contentsOf: "</head>\n<body class=\"anshin-page\">\n<main class=\"anshin-main\">\n".utf8)
        if !hasTopHeading {
            output.append(contentsOf: "<h1 class=\"anshin-visually-hidden\">".utf8)
            self.appendTitle(title, to: &output)
            output.append(contentsOf: "</h1>\n".utf8)
        }
        body(&output)
        output.append(contentsOf: "</main>\n".utf8)
        let script = self.writeBodyEnd(boardRules: boardRules, to: &output)
        output.append(contentsOf: "</body>\n</html>\n".utf8)
        return PageParts(stylesheet: stylesheet, script: script)
    }

    /// Where a page's embedded stylesheet and live script landed in its bytes. Both are the front end's
    /// own strings as they are (``HTMLStylesheet/css`` and ``HTMLRenderer/script``), so a caller making
    /// a string takes them from there instead of checking their bytes again.
    struct PageParts {
        /// Where ``HTMLStylesheet/css`` is; `nil` when the page links it.
        var stylesheet: Range<Int>?
        /// Where ``HTMLRenderer/script`` is, after the stylesheet; `nil` when the page links it.
        var script: Range<Int>?
    }

    /// Writes the page's stylesheet, with the nonce: a `<style>` element that holds it, or a `<link>`
    /// to where it is served.
    /// - Returns: Where ``HTMLStylesheet/css`` landed in `output`, or `nil` when it is linked.
    private func writeStylesheet(to output: inout [UInt8]) -> Range<Int>? {
        if let stylesheet = self.pageAssets.stylesheetAddress {
            output.append(contentsOf: #"<link rel="stylesheet" href=""#.utf8)
            HTMLEscaping.appendAttribute(stylesheet[...], to: &output)
            output.append(UInt8(ascii: "\""))
            self.appendNonce(to: &output)
            output.append(contentsOf: ">\n".utf8)
            return nil
        }
        output.append(contentsOf: "<style".utf8)
        self.appendNonce(to: &output)
        output.append(contentsOf: ">\n".utf8)
        let start = output.count
        output.append(contentsOf: HTMLStylesheet.css.utf8)
        let stylesheet = start..<output.count
        output.append(contentsOf: "\n</style>\n".utf8)
        return stylesheet
    }

    /// Writes what ends a page's `<body>`: the status region, then the live script with the nonce,
    /// embedded or loaded from where it is served.
    /// - Returns: Where ``HTMLRenderer/script`` landed in `output`, or `nil` when it is linked.
    @discardableResult
    func writeBodyEnd(boardRules: Presentation.Behavior.BoardRules?, to output: inout [UInt8]) -> Range<Int>? {
        self.writeStatusRegion(boardRules: boardRules, to: &output)
        output.append(contentsOf: "<script".utf8)
        if let script = self.pageAssets.scriptAddress {
            output.append(contentsOf: #" src=""#.utf8)
            HTMLEscaping.appendAttribute(script[...], to: &output)
            output.append(UInt8(ascii: "\""))
            self.appendNonce(to: &output)
            output.append(contentsOf: "></script>\n".utf8)
            return nil
        }
        self.appendNonce(to: &output)
        output.append(UInt8(ascii: ">"))
        let scriptStart = output.count
        output.append(contentsOf: HTMLRenderer.script.utf8)
        let script = scriptStart..<output.count
        output.append(contentsOf: "</script>\n".utf8)
        return script
    }

    /// Writes ` nonce="…"` when the renderer has a nonce.
    private func appendNonce(to output: inout [UInt8]) {
        guard let nonce = self.nonce else { return }
        output.append(contentsOf: #" nonce=""#.utf8)
        // Checked: base64 characters only, nothing to escape.
        output.append(contentsOf: nonce.utf8)
        output.append(UInt8(ascii: "\""))
    }

    /// Writes the page's status region: present from load, with the two live regions the script
    /// announces through (a live region inserted with a message would be missed), the list posted
    /// messages go into, and the board's rules.
    ///
    /// The region is a landmark named as a status board is (``UserText/Key/statusBoardLabel``,
    /// "Notifications" in English), so its keyboard shortcut, or a screen reader's landmark list,
    /// takes the user to a place that says what it is.
    private func writeStatusRegion(boardRules: Presentation.Behavior.BoardRules?, to output: inout [UInt8]) {
        output.append(
            contentsOf:
                #"<div id="anshin-status-region" class="anshin-status-region" data-anshin-region role="region" aria-label=""#
                .utf8
        )
        HTMLEscaping.appendAttribute(self.resolve(.localized(.statusBoardLabel))[...], to: &output)
        output.append(contentsOf: #"" tabindex="-1" aria-keyshortcuts="Alt+Shift+N""#.utf8)
        if let limit = boardRules?.visibleLimit {
            output.append(contentsOf: #" data-anshin-visible-limit=""#.utf8)
            Self.appendNumber(limit, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if let multiplier = boardRules?.accessibilityMultiplier, multiplier != 1 {
            output.append(contentsOf: #" data-anshin-accessibility-multiplier=""#.utf8)
            Self.appendDecimal(multiplier, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if boardRules?.isAssistiveTechnologyRunning == true {
            output.append(contentsOf: " data-anshin-assistive-technology".utf8)
        }
        output.append(
            contentsOf: """
                >
                <div class="anshin-status-list" data-anshin-messages></div>
                <div class="anshin-visually-hidden" data-anshin-live="polite" aria-live="polite" aria-atomic="true"></div>
                <div class="anshin-visually-hidden" data-anshin-live="assertive" aria-live="assertive" aria-atomic="true"></div>
                </div>

                """.utf8
        )
    }

    /// The rules of the first status board among presentations, depth first.
    static func boardRules(in presentations: [Presentation]) -> Presentation.Behavior.BoardRules? {
        for presentation in presentations {
            if let rules = Self.boardRules(in: presentation) { return rules }
        }
        return nil
    }

    /// The rules of a presentation's first status board, depth first.
    static func boardRules(in presentation: Presentation) -> Presentation.Behavior.BoardRules? {
        if case .board(let rules) = presentation.root.behavior { return rules }
        return Self.boardRules(in: presentation.root.children)
    }

    // Read where each element is stored, as the lookups below are, so that no element is copied.
    private static func boardRules(in elements: [Presentation.Element]) -> Presentation.Behavior.BoardRules? {
        for index in elements.indices {
            if case .board(let rules) = elements[index].behavior { return rules }
            if let rules = Self.boardRules(in: elements[index].children) { return rules }
        }
        return nil
    }

    /// A page's title: a model's text, or a string of the front end.
    enum PageTitle {
        case text(UserText)
        case string(String)
    }

    /// The title of a page: the given one, unless it is blank (white space only), else one derived
    /// from the presentation — an HTML `<title>` and the page's `<h1>` must not be empty.
    /// - Parameter given: The title the layout gives, if any.
    /// - Returns: The title to write.
    func pageTitle(_ given: UserText?) -> PageTitle {
        if let given, !self.resolvesBlank(given) { return .text(given) }
        return self.derivedTitle()
    }

    /// The title of a page given none: the root's accessible label, the first heading's text, or the
    /// presentation's type, skipping any that is blank.
    private func derivedTitle() -> PageTitle {
        let root = self.presentation.root
        if let label = root.accessibility.label, !self.resolvesBlank(label) {
            return .text(label)
        }
        if let heading = Self.firstHeading(in: root), let text = heading.text, !self.resolvesBlank(text) {
            return .text(text)
        }
        return .string(self.presentation.type.isEmpty ? "Anshin" : self.presentation.type)
    }

    private func appendTitle(_ title: PageTitle, to output: inout [UInt8]) {
        switch title {
        case .text(let text):
            // A title is plain text: no markup isolates user text in it.
            text.resolve(using: self.localizer) { (piece: Substring) in HTMLEscaping.appendText(piece, to: &output) }
        case .string(let string): HTMLEscaping.appendText(string[...], to: &output)
        }
    }

    /// Whether text resolves to white space only, as `UserText.isBlank` judges verbatim text.
    private func resolvesBlank(_ text: UserText) -> Bool {
        UserText(verbatim: self.resolve(text)).isBlank
    }

    /// Writes the localizer's language as its `languageTag` (`pt_BR` becomes `pt-BR`; a
    /// code that is not a tag, `und`).
    private func appendLanguageTag(to output: inout [UInt8]) {
        HTMLEscaping.appendAttribute(self.localizer.languageTag[...], to: &output)
    }

    // MARK: - Numbers

    /// Appends a whole number in decimal.
    private static func appendNumber(_ number: Int, to output: inout [UInt8]) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        Self.appendDigits(UInt64(number.magnitude), to: &output)
    }

    /// Appends a finite number as its shortest decimal that reads back as the same number (`0.05`,
    /// `1e-05`), as the live script reads it.
    private static func appendDecimal(_ number: Double, to output: inout [UInt8]) {
        // Its description: a short string that needs no memory of its own, unlike an interpolation.
        output.append(contentsOf: (number.isFinite ? number.description : "0").utf8)
    }

    /// Appends a number's decimal digits.
    private static func appendDigits(_ number: UInt64, to output: inout [UInt8]) {
        if number >= 10 { Self.appendDigits(number / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(number % 10))
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
        /// Whether the element is inside a button.
        var isInsideButton = false
    }

    /// Whether a container is written as one `<button>`: a row with a disclosure indicator, unless it is
    /// hidden, excluded by its parent, or inside another button.
    static func isContainerButton(_ element: Presentation.Element, in context: ElementContext) -> Bool {
        guard case .container = element.kind else { return false }
        return element.actsAsButton && !element.accessibility.isHidden && !context.isExcluded
            && !context.isInsideButton
    }

    private func writeElement(_ element: Presentation.Element, context: ElementContext, to output: inout [UInt8]) {
        if Self.isContainerButton(element, in: context) {
            self.writeContainerButton(element, context: context, to: &output)
            return
        }
        switch element.kind {
        case .container:
            self.writeContainer(element, context: context, to: &output)
        case .heading:
            self.writeText(
                element,
                headingLevel: element.headingLevel,
                fallbackTag: .span,
                kindClass: "anshin-heading",
                context,
                to: &output
            )
        case .paragraph:
            self.writeText(
                element,
                headingLevel: Self.traitHeadingLevel(element),
                fallbackTag: context.isPhrasing ? .span : .p,
                kindClass: "anshin-paragraph",
                context,
                to: &output
            )
        case .label:
            self.writeText(
                element,
                headingLevel: Self.traitHeadingLevel(element),
                fallbackTag: .span,
                kindClass: "anshin-label",
                context,
                to: &output
            )
        case .icon(let icon):
            self.writeIcon(element, icon: icon, context: context, to: &output)
        case .button(let button):
            self.writeButton(element, button: button, context: context, to: &output)
        case .progress(let progress):
            self.writeProgress(element, progress: progress, context: context, to: &output)
        }
    }

    /// The heading level of a paragraph or label with the header trait: its descriptor's, or 2.
    private static func traitHeadingLevel(_ element: Presentation.Element) -> Int? {
        guard element.accessibility.traits.contains(.header) else { return nil }
        return element.accessibility.headingLevel ?? 2
    }

    // MARK: Containers

    private func writeContainer(_ element: Presentation.Element, context: ElementContext, to output: inout [UInt8]) {
        let accessibility = element.accessibility
        let hidesAroundControl = Self.hidesAroundControl(element, in: context)
        // The role, and the class that goes with it.
        var role: AccessibilityRole?
        var roleClass: String?
        var isNamed = true
        var isLiveRegion = false
        switch accessibility.role {
        case .alertDialog:
            (role, roleClass) = (.alertDialog, " anshin-role-alertdialog")
        case .dialog:
            (role, roleClass) = (.dialog, " anshin-role-dialog")
        case .status:
            (role, roleClass, isNamed, isLiveRegion) = (.status, " anshin-role-status", false, true)
        case .alert:
            (role, roleClass, isNamed, isLiveRegion) = (.alert, " anshin-role-alert", false, true)
        case .region:
            // A `<section>` is a region by itself.
            (role, roleClass) = (context.isPhrasing ? .region : nil, " anshin-role-region")
        case .group:
            (role, roleClass) = (.group, " anshin-role-group")
        case .progressIndicator:
            roleClass = " anshin-role-progress"
            if element.isProgressBar {
                role = .progressIndicator
            } else if element.isProgressGroup {
                // It holds a control, which a progress bar's presentational children would lose.
                role = .group
            } else {
                isNamed = false
            }
        case nil:
            if accessibility.grouping != .default || element.labellingElementID != nil || accessibility.label != nil {
                (role, roleClass) = (.group, " anshin-role-group")
            } else {
                isNamed = false
            }
        }
        if hidesAroundControl {
            // Hidden, but for the control it holds: it says nothing of its own.
            (role, isNamed) = (nil, false)
        }
        let tag: Tag
        if context.isPhrasing {
            tag = .span
        } else if accessibility.role == .alertDialog || accessibility.role == .dialog {
            tag = .dialog
        } else {
            tag = accessibility.role == .region ? .section : .div
        }

        self.appendStartTag(tag, id: element.id, to: &output)
        self.appendClasses(element, kindClass: "anshin-container", extraClass: roleClass, context: context, to: &output)
        if tag == .dialog {
            // Open in place without JavaScript; the live script reopens a modal one with showModal(),
            // which makes it modal (so no aria-modal), keeps focus in it and closes it on Escape.
            if self.opensDialogs { output.append(contentsOf: " open".utf8) }
            if accessibility.traits.contains(.modal) { output.append(contentsOf: " data-anshin-modal".utf8) }
            // A <dialog> is a dialog by itself.
            if role == .alertDialog { output.append(contentsOf: Self.roleAttribute(.alertDialog).utf8) }
        } else if let role {
            output.append(contentsOf: Self.roleAttribute(role).utf8)
        }
        if isNamed {
            if let labelledBy = element.labellingElementID, self.elementExists(labelledBy) {
                self.appendIDReference(#" aria-labelledby=""#, labelledBy, to: &output)
            } else if let name = Self.accessibleName(accessibility) {
                if let labelID = self.idOfVisibleText(matching: name), labelID != element.id {
                    self.appendIDReference(#" aria-labelledby=""#, labelID, to: &output)
                } else {
                    self.appendTextAttribute(#" aria-label=""#, name, to: &output)
                }
            }
        }
        var hintToWrite: UserText?
        if let describedBy = element.describingElementID, self.elementExists(describedBy) {
            self.appendIDReference(#" aria-describedby=""#, describedBy, to: &output)
        } else {
            hintToWrite = self.appendHintReference(element, to: &output)
        }
        if tag == .span, accessibility.traits.contains(.modal),
            accessibility.role == .alertDialog || accessibility.role == .dialog
        {
            output.append(contentsOf: #" aria-modal="true""#.utf8)
        }
        self.appendStateAttributes(
            element,
            context: context,
            isInteractive: Self.holdsControl(element, in: context),
            to: &output
        )
        self.appendBehaviorAttributes(element, to: &output)
        self.appendRootAttributes(context, to: &output)
        output.append(contentsOf: (context.isPhrasing ? ">" : ">\n").utf8)

        if let text = element.text {
            output.append(
                contentsOf: (hidesAroundControl
                    ? #"<span class="anshin-text" aria-hidden="true">"# : #"<span class="anshin-text">"#).utf8
            )
            self.appendText(text, to: &output)
            output.append(contentsOf: (context.isPhrasing ? "</span>" : "</span>\n").utf8)
        }
        self.writeChildren(
            of: element,
            isPhrasing: context.isPhrasing,
            excludesChildren: accessibility.grouping == .exclude || hidesAroundControl,
            isInsideButton: context.isInsideButton,
            to: &output
        )
        // A progress bar's children are presentational, so its live region follows it instead.
        let isProgressBar = role == .progressIndicator
        // Hidden but for its control, it announces nothing either.
        let needsLiveRegion =
            !hidesAroundControl
            && (accessibility.role == .progressIndicator || (accessibility.announcement != nil && !isLiveRegion))
        if needsLiveRegion && !isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.announcement, context: context, to: &output)
        }
        if let hintToWrite {
            self.writeHint(element, hint: hintToWrite, to: &output)
            if !context.isPhrasing { output.append(UInt8(ascii: "\n")) }
        }
        self.appendEndTag(tag, context: context, to: &output)
        if needsLiveRegion && isProgressBar {
            self.writeLiveRegion(element, announcement: accessibility.announcement, context: context, to: &output)
        }
    }

    /// Writes an element's children in reading order: higher sort priority first, and otherwise in
    /// their order. Children read in another order than they are shown get their visual position as
    /// CSS `order`.
    private func writeChildren(
        of element: Presentation.Element,
        isPhrasing: Bool,
        excludesChildren: Bool,
        isInsideButton: Bool,
        to output: inout [UInt8]
    ) {
        let children = element.children
        var childContext = ElementContext(
            isPhrasing: isPhrasing,
            isExcluded: excludesChildren,
            isInsideButton: isInsideButton
        )
        guard let readingOrder = Self.readingOrder(children) else {
            for index in children.indices {
                self.writeElement(children[index], context: childContext, to: &output)
            }
            return
        }
        for index in readingOrder {
            childContext.visualOrder = index
            self.writeElement(children[index], context: childContext, to: &output)
        }
    }

    /// The children's indices in reading order (higher sort priority first, stable), or `nil` when that
    /// is their visual order.
    private static func readingOrder(_ children: [Presentation.Element]) -> [Int]? {
        let isInReadingOrder = children.indices.dropFirst().allSatisfy { index in
            children[index].accessibility.sortPriority <= children[index - 1].accessibility.sortPriority
        }
        if isInReadingOrder { return nil }
        return children.indices.sorted { left, right in
            let leftPriority = children[left].accessibility.sortPriority
            let rightPriority = children[right].accessibility.sortPriority
            return leftPriority != rightPriority ? leftPriority > rightPriority : left < right
        }
    }

    /// Writes the live region that announces an element's announcement: `role="alert"` for an
    /// assertive one, `role="status"` otherwise, empty when there is nothing to announce yet.
    private func writeLiveRegion(
        _ element: Presentation.Element,
        announcement: Announcement?,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        let tag: Tag = context.isPhrasing ? .span : .div
        output.append(contentsOf: tag.startUpToID.utf8)
        self.appendIDValue(element.id, to: &output)
        if announcement?.politeness == .assertive {
            output.append(contentsOf: #"_live" class="anshin-announcement" role="alert">"#.utf8)
        } else {
            output.append(contentsOf: #"_live" class="anshin-announcement" role="status">"#.utf8)
        }
        if let announcement { self.appendText(announcement.text, to: &output) }
        self.appendEndTag(tag, context: context, to: &output)
    }

    // MARK: Text

    /// Writes a heading, paragraph or label.
    /// - Parameters:
    ///   - element: The element.
    ///   - headingLevel: The level when it is drawn as a heading.
    ///   - fallbackTag: Its tag when it is not a heading.
    ///   - kindClass: The class of its kind.
    ///   - context: Where it is written.
    private func writeText(
        _ element: Presentation.Element,
        headingLevel: Int?,
        fallbackTag: Tag,
        kindClass: String,
        _ context: ElementContext,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        // Hidden, but holding a control that must stay reachable: not hidden as a whole, so it says
        // nothing of its own (no heading, role or name), and its text and its other children are hidden.
        let hidesAroundControl = Self.hidesAroundControl(element, in: context)
        let headingLevel = hidesAroundControl ? nil : headingLevel
        var tag = fallbackTag
        var ariaLevel: Int?
        if let headingLevel {
            let level = min(max(headingLevel - self.headingPromotion, 1), 6)
            if context.isPhrasing {
                ariaLevel = level
            } else {
                tag = .heading(level)
            }
        }
        let isHeading = headingLevel != nil
        let isHeadingKind: Bool
        if case .heading = element.kind { isHeadingKind = true } else { isHeadingKind = false }
        let spokenName = self.differingName(of: element)
        var namedByAttribute = false

        self.appendStartTag(tag, id: element.id, to: &output)
        self.appendClasses(
            element,
            kindClass: kindClass,
            extraClass: isHeading && !isHeadingKind ? " anshin-heading" : nil,
            context: context,
            to: &output
        )
        if let ariaLevel {
            output.append(contentsOf: #" role="heading" aria-level=""#.utf8)
            Self.appendNumber(ariaLevel, to: &output)
            output.append(UInt8(ascii: "\""))
        } else if !isHeading, !hidesAroundControl {
            if let role = accessibility.role {
                output.append(contentsOf: Self.roleAttribute(role).utf8)
                // A progress bar, a dialog, a region and a group are not named by their content, as
                // text is: their name is written, or they would have none.
                if Self.isNamedByAuthor(role), let name = Self.accessibleName(accessibility) {
                    self.appendTextAttribute(#" aria-label=""#, name, to: &output)
                    namedByAttribute = true
                }
            } else if let announcement = accessibility.announcement {
                output.append(
                    contentsOf: (announcement.politeness == .assertive ? #" role="alert""# : #" role="status""#).utf8
                )
            }
        }
        // A heading is named by all the text it shows, its children's too, as a button is: with
        // children that show text, its descriptor's name is written out, or theirs would join it.
        let headingName =
            isHeading && Self.showsText(element.children) ? Self.accessibleName(accessibility) : spokenName
        if isHeading, let headingName { self.appendTextAttribute(#" aria-label=""#, headingName, to: &output) }
        let hint = self.appendHintReference(element, to: &output)
        // Its children are written inside it: a button among them must not be hidden.
        self.appendStateAttributes(
            element,
            context: context,
            isInteractive: Self.holdsControl(element, in: context),
            to: &output
        )
        self.appendRootAttributes(context, to: &output)
        output.append(UInt8(ascii: ">"))
        if hidesAroundControl {
            self.appendHiddenText(element.text, to: &output)
        } else {
            self.appendShownText(element.text, spokenAs: isHeading || namedByAttribute ? nil : spokenName, to: &output)
        }
        self.writeChildren(
            of: element,
            isPhrasing: true,
            excludesChildren: accessibility.grouping == .exclude || hidesAroundControl,
            isInsideButton: context.isInsideButton,
            to: &output
        )
        if let hint { self.writeHint(element, hint: hint, to: &output) }
        self.appendEndTag(tag, context: context, to: &output)
    }

    /// Writes the text of an element that is hidden but holds a control, hidden from assistive
    /// technologies: `<span aria-hidden="true">`.
    private func appendHiddenText(_ text: UserText?, to output: inout [UInt8]) {
        guard let text else { return }
        output.append(contentsOf: #"<span aria-hidden="true">"#.utf8)
        self.appendText(text, to: &output)
        output.append(contentsOf: "</span>".utf8)
    }

    /// Writes an element's shown text; with a name that differs from it, where no `aria-label` can
    /// say it (a paragraph, a label, a button drawn inside another as a `<span>`), the shown text is
    /// hidden from assistive technologies and the name written visually hidden.
    private func appendShownText(_ text: UserText?, spokenAs name: UserText?, to output: inout [UInt8]) {
        guard let name else {
            if let text { self.appendText(text, to: &output) }
            return
        }
        if let text {
            output.append(contentsOf: #"<span aria-hidden="true">"#.utf8)
            self.appendText(text, to: &output)
            output.append(contentsOf: "</span>".utf8)
        }
        output.append(contentsOf: #"<span class="anshin-visually-hidden">"#.utf8)
        self.appendText(name, to: &output)
        output.append(contentsOf: "</span>".utf8)
    }

    // MARK: Icons

    private func writeIcon(
        _ element: Presentation.Element,
        icon: Icon,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        let name = Self.accessibleName(accessibility) ?? (icon.isDecorative ? nil : icon.label)
        let isHidden = accessibility.isHidden || context.isExcluded || name == nil
        self.appendStartTag(.svg, id: element.id, to: &output)
        if context.isRoot { self.appendRootClasses(to: &output) }
        output.append(contentsOf: "anshin-icon anshin-symbol-".utf8)
        HTMLIdentifier.appendSanitized(icon.symbol.rawValue, to: &output)
        self.appendToneClass(element, to: &output)
        Self.appendOrderClass(context, to: &output)
        output.append(UInt8(ascii: "\""))
        output.append(contentsOf: HTMLIconLibrary.svgAttributes.utf8)
        if isHidden {
            output.append(contentsOf: #" aria-hidden="true" focusable="false""#.utf8)
        } else if let name {
            output.append(contentsOf: #" role="img""#.utf8)
            self.appendTextAttribute(#" aria-label=""#, name, to: &output)
            output.append(contentsOf: #" focusable="false""#.utf8)
        }
        self.appendRootAttributes(context, isSVG: true, to: &output)
        output.append(UInt8(ascii: ">"))
        output.append(contentsOf: HTMLIconLibrary.shapes(for: icon.symbol).utf8)
        self.appendEndTag(.svg, context: context, to: &output)
        self.writeTrailingChildren(of: element, context: context, to: &output)
    }

    // MARK: Buttons

    private func writeButton(
        _ element: Presentation.Element,
        button: Presentation.Element.Button,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        // A button inside a button is not allowed: it is drawn, without its action.
        let isNested = context.isPhrasing && context.isInsideButton
        // On a page, Retry reloads the page: a link, which works without JavaScript.
        let isReloadLink = !isNested && self.isOnPage && button.action == .retry
        let tag: Tag = isNested ? .span : (isReloadLink ? .reloadLink : .button)
        self.appendStartTag(tag, id: element.id, to: &output)
        if context.isRoot { self.appendRootClasses(to: &output) }
        output.append(contentsOf: "anshin-button anshin-button-".utf8)
        output.append(contentsOf: button.role.rawValue.utf8)
        self.appendToneClass(element, to: &output)
        Self.appendOrderClass(context, to: &output)
        output.append(UInt8(ascii: "\""))
        if !isNested {
            output.append(contentsOf: #" data-action=""#.utf8)
            HTMLEscaping.appendAttribute(button.action.rawValue[...], to: &output)
            output.append(contentsOf: #"" data-role=""#.utf8)
            output.append(contentsOf: button.role.rawValue.utf8)
            output.append(UInt8(ascii: "\""))
        }
        // A <span> takes no aria-label: a nested button's differing name is written as text. A button
        // whose children show text is named by all of it, so its descriptor's name is written out.
        let differingName =
            !isNested && Self.showsText(element.children)
            ? Self.accessibleName(accessibility) : self.differingName(of: element)
        if let differingName, !isNested {
            self.appendTextAttribute(#" aria-label=""#, differingName, to: &output)
        }
        let hint = self.appendHintReference(element, to: &output)
        if isReloadLink {
            // A link has no pressed state and cannot be disabled as a button can.
            if accessibility.isBusy { output.append(contentsOf: #" aria-busy="true""#.utf8) }
            if accessibility.traits.contains(.notEnabled) { output.append(contentsOf: #" aria-disabled="true""#.utf8) }
            if element.takesInitialFocus { self.appendInitialFocus(element, to: &output) }
        } else if !isNested {
            if accessibility.traits.contains(.selected) { output.append(contentsOf: #" aria-pressed="true""#.utf8) }
            if accessibility.isBusy { output.append(contentsOf: #" aria-busy="true""#.utf8) }
            if accessibility.traits.contains(.notEnabled) { output.append(contentsOf: " disabled".utf8) }
            if element.takesInitialFocus { self.appendInitialFocus(element, to: &output) }
        }
        self.appendRootAttributes(context, to: &output)
        output.append(UInt8(ascii: ">"))
        self.appendShownText(element.text, spokenAs: isNested ? differingName : nil, to: &output)
        self.writeChildren(
            of: element,
            isPhrasing: true,
            excludesChildren: accessibility.grouping == .exclude,
            isInsideButton: true,
            to: &output
        )
        if let hint { self.writeHint(element, hint: hint, to: &output) }
        self.appendEndTag(tag, context: context, to: &output)
    }

    /// Marks a button that takes initial focus: `autofocus` on the presentation's first
    /// (``initialFocusID(in:)``), unless an earlier model of the page has the page's one `autofocus`;
    /// otherwise `data-anshin-initial-focus`, where the live script finds it when it opens the
    /// button's dialog on top of the others.
    private func appendInitialFocus(_ element: Presentation.Element, to output: inout [UInt8]) {
        let isAutofocus = self.autofocusID == element.id
        output.append(contentsOf: (isAutofocus ? " autofocus" : " data-anshin-initial-focus").utf8)
    }

    /// The identifier of a presentation's first button, in reading order, that takes initial focus
    /// (``Presentation/Element/takesInitialFocus``: marked, and enabled) and is drawn as a control (not inside another button, where it is a `<span>`).
    static func initialFocusID(in root: Presentation.Element) -> String? {
        Self.initialFocusID(in: root, isInsideButton: false, isExcluded: false)
    }

    /// The first initial focus at or below an element, which is written where these say, as
    /// ``writeElement(_:context:to:)`` decides what is a button.
    private static func initialFocusID(
        in element: Presentation.Element,
        isInsideButton: Bool,
        isExcluded: Bool
    ) -> String? {
        var childrenAreInsideButton = isInsideButton
        var childrenAreExcluded = element.accessibility.grouping == .exclude
        switch element.kind {
        case .button:
            if element.takesInitialFocus && !isInsideButton { return element.id }
            childrenAreInsideButton = true
        case .container:
            let context = ElementContext(isExcluded: isExcluded, isInsideButton: isInsideButton)
            if Self.isContainerButton(element, in: context) { childrenAreInsideButton = true }
        case .icon, .progress:
            // Their children follow them, where they stand.
            childrenAreExcluded = isExcluded
        case .heading, .paragraph, .label:
            break
        }
        let children = element.children
        guard !children.isEmpty else { return nil }
        // In reading order; most children already are, and are read without making a list of them.
        let order = Self.readingOrder(children)
        for position in children.indices {
            let index = order?[position] ?? position
            if let found = Self.initialFocusID(
                in: children[index],
                isInsideButton: childrenAreInsideButton,
                isExcluded: childrenAreExcluded
            ) {
                return found
            }
        }
        return nil
    }

    /// Writes a container that acts as a button (a list row with a disclosure indicator) as one
    /// `<button>`: named by its descriptor's label and value, its children written inside it as
    /// phrasing content. It has no action of its own: a host wires it by the row's identifier.
    private func writeContainerButton(
        _ element: Presentation.Element,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        self.appendStartTag(.button, id: element.id, to: &output)
        self.appendClasses(element, kindClass: "anshin-row", extraClass: nil, context: context, to: &output)
        if let name = Self.accessibleName(accessibility) {
            self.appendTextAttribute(#" aria-label=""#, name, to: &output)
        }
        let hint = self.appendHintReference(element, to: &output)
        if accessibility.traits.contains(.selected) { output.append(contentsOf: #" aria-pressed="true""#.utf8) }
        if accessibility.isBusy { output.append(contentsOf: #" aria-busy="true""#.utf8) }
        if accessibility.traits.contains(.notEnabled) { output.append(contentsOf: " disabled".utf8) }
        self.appendRootAttributes(context, to: &output)
        output.append(UInt8(ascii: ">"))
        if let text = element.text {
            output.append(contentsOf: #"<span class="anshin-text">"#.utf8)
            self.appendText(text, to: &output)
            output.append(contentsOf: "</span>".utf8)
        }
        self.writeChildren(
            of: element,
            isPhrasing: true,
            excludesChildren: accessibility.grouping == .exclude,
            isInsideButton: true,
            to: &output
        )
        if let hint { self.writeHint(element, hint: hint, to: &output) }
        self.appendEndTag(.button, context: context, to: &output)
    }

    // MARK: Progress

    private func writeProgress(
        _ element: Presentation.Element,
        progress: Presentation.Element.Progress,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        let fraction = progress.drawnFraction
        // A <progress> element: phrasing content, a progress bar by itself, drawn by the stylesheet,
        // and its value set by the live script as a trickle moves.
        self.appendStartTag(.progress, id: element.id, to: &output)
        self.appendClasses(element, kindClass: "anshin-progressbar", extraClass: nil, context: context, to: &output)
        output.append(contentsOf: #" max="1""#.utf8)
        if let fraction {
            output.append(contentsOf: #" value=""#.utf8)
            Self.appendDecimal(fraction, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        let name = accessibility.spokenLabel ?? accessibility.label
        if let name, let labelID = self.idOfVisibleText(matching: name) {
            self.appendIDReference(#" aria-labelledby=""#, labelID, to: &output)
        } else if let name {
            self.appendTextAttribute(#" aria-label=""#, name, to: &output)
        }
        if fraction != nil, !progress.isSimulated, let value = accessibility.value {
            self.appendTextAttribute(#" aria-valuetext=""#, value, to: &output)
        } else if fraction != nil, progress.isSimulated, let name {
            // A simulated fraction is drawn, not measured: what is said is the work, not a percentage.
            self.appendTextAttribute(#" aria-valuetext=""#, name, to: &output)
        }
        let hint = self.appendHintReference(element, to: &output)
        self.appendStateAttributes(element, context: context, isInteractive: false, to: &output)
        self.appendRootAttributes(context, to: &output)
        output.append(UInt8(ascii: ">"))
        self.appendEndTag(.progress, context: context, to: &output)
        // A <progress> holds no elements: its hint follows it.
        if let hint {
            self.writeHint(element, hint: hint, to: &output)
            if !context.isPhrasing { output.append(UInt8(ascii: "\n")) }
        }
        self.writeTrailingChildren(of: element, context: context, to: &output)
    }

    /// Writes the children of an element that cannot hold HTML (an icon, a progress bar) after it.
    private func writeTrailingChildren(
        of element: Presentation.Element,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        guard !element.children.isEmpty else { return }
        self.writeChildren(
            of: element,
            isPhrasing: context.isPhrasing,
            excludesChildren: context.isExcluded,
            isInsideButton: context.isInsideButton,
            to: &output
        )
    }

    // MARK: - Tags and attributes

    /// Writes an element's start tag up to its classes: `<div id="PREFIX-TYPE-ID" class="`.
    private func appendStartTag(_ tag: Tag, id elementID: String, to output: inout [UInt8]) {
        output.append(contentsOf: tag.startUpToID.utf8)
        self.appendIDValue(elementID, to: &output)
        output.append(contentsOf: #"" class=""#.utf8)
    }

    /// Writes an element's end tag, on a line of its own unless only phrasing content is allowed.
    private func appendEndTag(_ tag: Tag, context: ElementContext, to output: inout [UInt8]) {
        output.append(contentsOf: tag.end(breakingLine: !context.isPhrasing).utf8)
    }

    /// Writes the value of an element's `id`: the renderer's prefix, the presentation's type and the
    /// element's identifier.
    private func appendIDValue(_ elementID: String, to output: inout [UInt8]) {
        output.append(contentsOf: self.identifierStart)
        HTMLIdentifier.appendSanitized(elementID, to: &output)
    }

    /// Writes an attribute that names another element by its identifier.
    /// - Parameters:
    ///   - attributeStart: The attribute up to its value: ` aria-labelledby="`.
    ///   - elementID: The identifier of the element it names.
    ///   - isHint: Whether it names the element's hidden hint, whose identifier ends `_hint`.
    private func appendIDReference(
        _ attributeStart: String,
        _ elementID: String,
        isHint: Bool = false,
        to output: inout [UInt8]
    ) {
        output.append(contentsOf: attributeStart.utf8)
        self.appendIDValue(elementID, to: &output)
        output.append(contentsOf: (isHint ? #"_hint""# : #"""#).utf8)
    }

    /// Writes an attribute whose value is a model's text.
    /// - Parameters:
    ///   - attributeStart: The attribute up to its value: ` aria-label="`.
    ///   - value: The text.
    private func appendTextAttribute(_ attributeStart: String, _ value: UserText, to output: inout [UInt8]) {
        output.append(contentsOf: attributeStart.utf8)
        value.resolve(using: self.localizer) { (piece: Substring) in
            HTMLEscaping.appendAttribute(piece, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes an element's classes and ends the `class` attribute: the model's on the root, the
    /// element's kind, its role or state, and its tone.
    private func appendClasses(
        _ element: Presentation.Element,
        kindClass: String,
        extraClass: String?,
        context: ElementContext,
        to output: inout [UInt8]
    ) {
        if context.isRoot { self.appendRootClasses(to: &output) }
        output.append(contentsOf: kindClass.utf8)
        if let extraClass { output.append(contentsOf: extraClass.utf8) }
        self.appendToneClass(element, to: &output)
        Self.appendOrderClass(context, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Writes the class of a reordered element's visual position, ` anshin-order-3`: the stylesheet
    /// gives positions 0 to ``HTMLStylesheet/lastOrder`` their CSS `order`, and a later position the
    /// last one (such elements keep their reading order among themselves, after the others).
    private static func appendOrderClass(_ context: ElementContext, to output: inout [UInt8]) {
        guard let visualOrder = context.visualOrder else { return }
        output.append(contentsOf: " anshin-order-".utf8)
        Self.appendNumber(min(visualOrder, HTMLStylesheet.lastOrder), to: &output)
    }

    /// `anshin anshin-type-TYPE ` and, with a transition, `anshin-transition `.
    private func appendRootClasses(to output: inout [UInt8]) {
        output.append(contentsOf: "anshin anshin-type-".utf8)
        output.append(contentsOf: self.sanitizedType)
        output.append(contentsOf: (self.hasTransition ? " anshin-transition " : " ").utf8)
    }

    private func appendToneClass(_ element: Presentation.Element, to output: inout [UInt8]) {
        guard let tone = element.tone else { return }
        output.append(contentsOf: " anshin-tone-".utf8)
        HTMLIdentifier.appendSanitized(tone.rawValue, to: &output)
    }

    /// Writes `aria-busy`, `aria-hidden` and `aria-current` from the descriptor.
    ///
    /// `isInteractive` says the element holds a control written inside it, which must stay reachable:
    /// it is never `aria-hidden` (axe's aria-hidden-focus).
    private func appendStateAttributes(
        _ element: Presentation.Element,
        context: ElementContext,
        isInteractive: Bool,
        to output: inout [UInt8]
    ) {
        let accessibility = element.accessibility
        if accessibility.isBusy { output.append(contentsOf: #" aria-busy="true""#.utf8) }
        if (accessibility.isHidden || context.isExcluded) && !isInteractive {
            output.append(contentsOf: #" aria-hidden="true""#.utf8)
        }
        if accessibility.traits.contains(.selected) { output.append(contentsOf: #" aria-current="true""#.utf8) }
    }

    /// Whether the presentation has a show or hide transition.
    private var hasTransition: Bool {
        guard let transition = self.presentation.transition else { return false }
        return transition.show != nil || transition.hide != nil
    }

    /// Writes a fragment root's language and direction, and the root's transition timings as data
    /// attributes in whole milliseconds (`data-anshin-show-duration`, `…-show-delay`,
    /// `…-hide-duration`, `…-hide-delay`, only those the transition has), which the live script gives
    /// the stylesheet's fade. No element has a `style` attribute, so pages work under a `style-src`
    /// policy without `'unsafe-inline'`.
    ///
    /// A fragment may be embedded in a host page of another language and direction, so its root says
    /// its own (WCAG 3.1.2, Language of Parts): `lang` with the localizer's `determinedLanguageTag`
    /// (none when the language is undetermined, so the host's holds), and `dir="ltr"` or `dir="rtl"`
    /// — the direction that the `<bdi>` isolation of user text (``appendText(_:to:)``) assumes is
    /// the fragment's. A model that is part of a standalone page says neither: the page's `<html>`
    /// does. Neither goes on an `<svg>` root, which has no text and takes no `dir` in HTML.
    /// - Parameter isSVG: Whether the root is an `<svg>`.
    private func appendRootAttributes(_ context: ElementContext, isSVG: Bool = false, to output: inout [UInt8]) {
        guard context.isRoot else { return }
        if !self.isOnPage, !isSVG {
            if let tag = self.localizer.determinedLanguageTag {
                output.append(contentsOf: #" lang=""#.utf8)
                HTMLEscaping.appendAttribute(tag[...], to: &output)
                output.append(UInt8(ascii: "\""))
            }
            output.append(contentsOf: (self.isRightToLeft ? #" dir="rtl""# : #" dir="ltr""#).utf8)
        }
        guard self.hasTransition, let transition = self.presentation.transition else { return }
        if let show = transition.show {
            output.append(contentsOf: #" data-anshin-show-duration=""#.utf8)
            Self.appendNumber(show.durationMilliseconds, to: &output)
            output.append(contentsOf: #"" data-anshin-show-delay=""#.utf8)
            Self.appendNumber(show.delayMilliseconds, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if let hide = transition.hide {
            output.append(contentsOf: #" data-anshin-hide-duration=""#.utf8)
            Self.appendNumber(hide.durationMilliseconds, to: &output)
            output.append(contentsOf: #"" data-anshin-hide-delay=""#.utf8)
            Self.appendNumber(hide.delayMilliseconds, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// Writes what an element does over time as the data attributes the live script reads: a status
    /// message's lifetime and announcement, a running trickle's configuration, seed and completion
    /// announcement. (A board's rules are the page's status region's.)
    private func appendBehaviorAttributes(_ element: Presentation.Element, to output: inout [UInt8]) {
        switch element.behavior {
        case .expiring(let expiry):
            output.append(contentsOf: #" data-anshin-lifetime=""#.utf8)
            if let milliseconds = expiry.timeToLiveMilliseconds {
                Self.appendNumber(milliseconds, to: &output)
            } else {
                output.append(contentsOf: "sticky".utf8)
            }
            output.append(UInt8(ascii: "\""))
            if expiry.staysWhileAssistiveTechnologyRuns {
                output.append(contentsOf: " data-anshin-keep-for-assistive-technology".utf8)
            }
            if let announcement = element.accessibility.announcement {
                self.appendTextAttribute(#" data-anshin-announcement=""#, announcement.text, to: &output)
                self.appendPoliteness(announcement.politeness, to: &output)
            }
        case .trickle(let trickle):
            let configuration = trickle.configuration
            output.append(contentsOf: #" data-anshin-trickle data-anshin-initial-value=""#.utf8)
            Self.appendDecimal(configuration.initialValue, to: &output)
            output.append(contentsOf: #"" data-anshin-minimum-increment=""#.utf8)
            Self.appendDecimal(configuration.minimumIncrement, to: &output)
            output.append(contentsOf: #"" data-anshin-maximum-increment=""#.utf8)
            Self.appendDecimal(configuration.maximumIncrement, to: &output)
            output.append(contentsOf: #"" data-anshin-minimum-interval=""#.utf8)
            Self.appendNumber(configuration.minimumIntervalMilliseconds, to: &output)
            output.append(contentsOf: #"" data-anshin-maximum-interval=""#.utf8)
            Self.appendNumber(configuration.maximumIntervalMilliseconds, to: &output)
            output.append(contentsOf: #"" data-anshin-cap=""#.utf8)
            Self.appendDecimal(configuration.cap, to: &output)
            output.append(contentsOf: #"" data-anshin-grace-time=""#.utf8)
            Self.appendNumber(configuration.graceTimeMilliseconds, to: &output)
            output.append(contentsOf: #"" data-anshin-minimum-show-time=""#.utf8)
            Self.appendNumber(configuration.minimumShowTimeMilliseconds, to: &output)
            if let seed = trickle.seed {
                output.append(contentsOf: #"" data-anshin-seed=""#.utf8)
                Self.appendDigits(seed, to: &output)
            }
            output.append(UInt8(ascii: "\""))
            self.appendTextAttribute(
                #" data-anshin-completion-announcement=""#,
                trickle.completionAnnouncement.text,
                to: &output
            )
            self.appendPoliteness(trickle.completionAnnouncement.politeness, to: &output)
        case .board, nil:
            break
        }
    }

    /// Writes ` data-anshin-politeness="polite"` or `"assertive"`.
    private func appendPoliteness(_ politeness: Announcement.Politeness, to output: inout [UInt8]) {
        output.append(
            contentsOf: (politeness == .assertive
                ? #" data-anshin-politeness="assertive""#
                : #" data-anshin-politeness="polite""#).utf8
        )
    }

    // MARK: - Names and descriptions

    /// The name a descriptor gives: its spoken label or label, joined with its value. The
    /// accessibility expectations use it too, so the markup and they agree.
    static func accessibleName(_ accessibility: AccessibilityDescriptor) -> UserText? {
        let label = accessibility.spokenLabel ?? accessibility.label
        guard let value = accessibility.value else { return label }
        guard let label else { return value }
        return .joined([label, value])
    }

    /// The element's accessible name where it differs from its visible text, so it must be written
    /// out.
    /// - Parameter element: The element.
    /// - Returns: The name, or `nil` when the visible text says the same.
    private func differingName(of element: Presentation.Element) -> UserText? {
        guard let name = Self.accessibleName(element.accessibility) else { return nil }
        guard let visibleText = element.text else { return name }
        if name == visibleText { return nil }
        return self.resolve(name) == self.resolve(visibleText) ? nil : name
    }

    /// Writes `aria-describedby` for the element's hint: the visible element showing the same text, or
    /// the hidden description written inside the element.
    /// - Returns: The hint to write as a hidden description, if no visible element shows it.
    private func appendHintReference(_ element: Presentation.Element, to output: inout [UInt8]) -> UserText? {
        guard let hint = element.accessibility.hint else { return nil }
        if let describingID = self.idOfVisibleText(matching: hint), describingID != element.id {
            self.appendIDReference(#" aria-describedby=""#, describingID, to: &output)
            return nil
        }
        self.appendIDReference(#" aria-describedby=""#, element.id, isHint: true, to: &output)
        return hint
    }

    /// Writes an element's hint as a hidden description, which its `aria-describedby` names.
    private func writeHint(_ element: Presentation.Element, hint: UserText, to output: inout [UInt8]) {
        output.append(contentsOf: Tag.span.startUpToID.utf8)
        self.appendIDValue(element.id, to: &output)
        output.append(contentsOf: #"_hint" hidden>"#.utf8)
        self.appendText(hint, to: &output)
        output.append(contentsOf: Tag.span.end(breakingLine: false).utf8)
    }

    // MARK: - Lookups

    // The lookups read each element's fields where it is stored, so that no element is copied.

    /// The identifier of the first element, in document order, that is a heading, paragraph or
    /// label showing `text`.
    private func idOfVisibleText(matching text: UserText) -> String? {
        if Self.showsText(self.presentation.root.kind), self.presentation.root.text == text {
            return self.presentation.root.id
        }
        return Self.idOfVisibleText(matching: text, in: self.presentation.root.children)
    }

    private static func idOfVisibleText(matching text: UserText, in elements: [Presentation.Element]) -> String? {
        for index in elements.indices {
            if Self.showsText(elements[index].kind), elements[index].text == text { return elements[index].id }
            if let found = Self.idOfVisibleText(matching: text, in: elements[index].children) { return found }
        }
        return nil
    }

    /// Whether an element of this kind shows its text as it is: a heading, paragraph or label.
    private static func showsText(_ kind: Presentation.Element.Kind) -> Bool {
        switch kind {
        case .heading, .paragraph, .label: true
        default: false
        }
    }

    /// Whether the presentation has an element with this identifier.
    private func elementExists(_ id: String) -> Bool {
        self.presentation.root.id == id || Self.containsElement(withID: id, in: self.presentation.root.children)
    }

    private static func containsElement(withID id: String, in elements: [Presentation.Element]) -> Bool {
        for index in elements.indices {
            if elements[index].id == id || Self.containsElement(withID: id, in: elements[index].children) {
                return true
            }
        }
        return false
    }

    /// Whether any of the elements, or any element inside them, shows text or a labelled image to
    /// assistive technologies: what a button's content would add to its name.
    private static func showsText(_ elements: [Presentation.Element]) -> Bool {
        for index in elements.indices where !elements[index].accessibility.isHidden {
            switch elements[index].kind {
            case .icon(let icon):
                if Self.accessibleName(elements[index].accessibility) != nil || !icon.isDecorative { return true }
            default:
                if elements[index].text != nil { return true }
            }
            if Self.showsText(elements[index].children) { return true }
        }
        return false
    }

    /// Whether an element is, or holds, a control the markup draws (a `<button>`, or the Retry link),
    /// which must stay reachable: it is never `aria-hidden`, even where its descriptor or its parent
    /// hides it. Inside a button, a button is drawn as text, and nothing is a control.
    static func holdsControl(_ element: Presentation.Element, in context: ElementContext) -> Bool {
        guard !context.isInsideButton else { return false }
        if element.staysReachable { return true }
        switch element.kind {
        // They hold no markup: their children follow them.
        case .icon, .progress: return false
        case .container, .heading, .paragraph, .label, .button:
            return element.children.contains(where: \.holdsReachableElement)
        }
    }

    /// Whether an element is hidden (by its descriptor, or by a parent that excludes its children) but
    /// holds a control, so it cannot be `aria-hidden` as a whole: it says nothing of its own, its own
    /// text is hidden, and its children are hidden as excluded ones are, but for the controls.
    static func hidesAroundControl(_ element: Presentation.Element, in context: ElementContext) -> Bool {
        guard element.accessibility.isHidden || context.isExcluded else { return false }
        guard !element.staysReachable else { return false }
        return Self.holdsControl(element, in: context)
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

    /// Resolves text straight into the output, escaped as text content, with user text (a verbatim
    /// string, a string argument) in `<bdi>` wherever its direction can differ from the page's: every
    /// piece of it on a right-to-left page, and a piece with right-to-left characters or bidirectional
    /// controls on a left-to-right one. Isolated, it is laid out in its own direction, so a Latin name
    /// in Arabic text, or an Arabic one in English text, keeps its order and its punctuation.
    private func appendText(_ text: UserText, to output: inout [UInt8]) {
        let isRightToLeft = self.isRightToLeft
        text.resolvePieces(using: self.localizer) { piece, source in
            guard source == .user, isRightToLeft || HTMLBidi.mayBeRightToLeft(piece) else {
                HTMLEscaping.appendText(piece, to: &output)
                return
            }
            output.append(contentsOf: "<bdi>".utf8)
            HTMLEscaping.appendText(piece, to: &output)
            output.append(contentsOf: "</bdi>".utf8)
        }
    }

    /// The `role` attribute of a role: ` role="alertdialog"`.
    /// Whether an element with a role takes its name only from its author (`aria-label`), not from
    /// its content: a progress bar, a dialog, a region and a group. A live region (`status`,
    /// `alert`) is read by its content.
    private static func isNamedByAuthor(_ role: AccessibilityRole) -> Bool {
        switch role {
        case .progressIndicator, .dialog, .alertDialog, .region, .group: true
        case .status, .alert: false
        }
    }

    private static func roleAttribute(_ role: AccessibilityRole) -> String {
        switch role {
        case .alertDialog: #" role="alertdialog""#
        case .dialog: #" role="dialog""#
        case .status: #" role="status""#
        case .alert: #" role="alert""#
        case .region: #" role="region""#
        case .group: #" role="group""#
        case .progressIndicator: #" role="progressbar""#
        }
    }
}
