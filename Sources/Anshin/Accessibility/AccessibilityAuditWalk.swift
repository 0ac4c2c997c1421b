extension AccessibilityAudit {
    /// One run of the audit over a presentation or a descriptor: it visits every element and
    /// descriptor assistive technologies reach, in document order, and collects the diagnostics.
    struct Walk {
        /// Resolves labels.
        let localizer: any Localizer
        /// The presentation audited, to find the element a dialog is labelled by; `nil` for a descriptor.
        let presentation: Presentation?
        /// The diagnostics so far, in document order.
        private(set) var diagnostics: [Diagnostic] = []
        /// The short forms of the units in the localizer's language, found when first needed.
        private var unitForms: Set<String>?
        /// The path of the first element with each identifier met so far, hidden elements included.
        private var firstPaths: [String: String] = [:]

        init(localizer: any Localizer, presentation: Presentation?) {
            self.localizer = localizer
            self.presentation = presentation
        }

        // MARK: - Elements

        /// Audits an element, its descriptor's children, its children as siblings, and its children.
        /// - Parameters:
        ///   - element: The element.
        ///   - parentPath: The path of its parent; empty for the root.
        ///   - isInsideButton: Whether an ancestor acts as a button.
        mutating func visit(_ element: Presentation.Element, parentPath: String, isInsideButton: Bool = false) {
            let accessibility = element.accessibility
            let path = Self.path(parentPath, element.id)
            self.claimIdentifier(of: element, path: path)
            // A hidden element hides its subtree, but for the buttons in it, which stay reachable and are
            // audited as any other; an excluding element's label stands for its children. Their
            // identifiers are written all the same, so they are still checked.
            guard !accessibility.isHidden || element.staysReachable else {
                self.claimIdentifiers(
                    under: element,
                    path: path,
                    visitingReachable: true,
                    isInsideButton: isInsideButton
                )
                return
            }
            let isButton = element.actsAsButton || accessibility.traits.contains(.button)
            if isButton, isInsideButton {
                self.diagnostics.append(Diagnostic(.buttonInsideButton, at: path))
            }
            self.diagnostics += self.elementDiagnostics(element, path: path)
            guard accessibility.grouping != .exclude else {
                self.claimIdentifiers(under: element, path: path)
                return
            }
            for (index, child) in accessibility.children.enumerated() {
                self.visit(child, path: "\(path)/children[\(index)]")
            }
            // A row that acts as a button is named by its descriptor: its children are not read.
            if !element.actsAsButton {
                let shown = element.children.filter { !$0.accessibility.isHidden }
                self.auditSiblings(shown.map { (Self.path(path, $0.id), self.readText(of: $0)) })
            }
            for child in element.children {
                self.visit(child, parentPath: path, isInsideButton: isInsideButton || isButton)
            }
        }

        /// An element's path: its parent's and its identifier, joined by `/`; the root's is its identifier.
        private static func path(_ parentPath: String, _ id: String) -> String {
            parentPath.isEmpty ? id : parentPath + "/" + id
        }

        /// Reports an element whose identifier an earlier element has, at the later one's path; the
        /// first element with an identifier keeps it.
        private mutating func claimIdentifier(of element: Presentation.Element, path: String) {
            if let firstPath = self.firstPaths[element.id] {
                self.diagnostics.append(Diagnostic(.duplicateElementID, at: path, details: [element.id, firstPath]))
            } else {
                self.firstPaths[element.id] = path
            }
        }

        /// Checks the identifiers of an element's descendants that the audit does not otherwise visit:
        /// those under a hidden element or one that excludes its children. Under a hidden element, the
        /// buttons, which stay reachable (`Presentation.Element.staysReachable`), are visited as any
        /// other element.
        private mutating func claimIdentifiers(
            under element: Presentation.Element,
            path: String,
            visitingReachable: Bool = false,
            isInsideButton: Bool = false
        ) {
            for child in element.children {
                if visitingReachable, child.staysReachable {
                    self.visit(child, parentPath: path, isInsideButton: isInsideButton)
                    continue
                }
                let childPath = Self.path(path, child.id)
                self.claimIdentifier(of: child, path: childPath)
                self.claimIdentifiers(
                    under: child,
                    path: childPath,
                    visitingReachable: visitingReachable,
                    isInsideButton: isInsideButton
                )
            }
        }

        /// The findings about an element itself, each rule at most once.
        private mutating func elementDiagnostics(_ element: Presentation.Element, path: String) -> [Diagnostic] {
            var found: [Diagnostic] = []
            let accessibility = element.accessibility
            var isNameReported = false
            if case .button = element.kind, !accessibility.traits.contains(.button) {
                found.append(Diagnostic(.buttonWithoutButtonTrait, at: path))
            }
            if case .heading = element.kind, !accessibility.traits.contains(.header) {
                found.append(Diagnostic(.headingWithoutHeaderTrait, at: path))
            }
            // A heading (a heading element, or anything with the header trait) needs a name: its own
            // text or label, or a shown child's.
            if Self.isHeading(element), !self.isNamedWithChildren(element) {
                found.append(Diagnostic(.headingWithoutName, at: path))
                isNameReported = true
            }
            // A button, or anything with the button trait, needs a name: a visible title, a label, or
            // an icon's label.
            if element.actsAsButton || accessibility.traits.contains(.button) {
                let isNamed =
                    !self.isBlank(element.text) || !self.isBlank(accessibility.spokenLabel ?? accessibility.label)
                    || element.imageLabel != nil
                if !isNamed {
                    let showsIcon = element.children.contains { child in
                        if case .icon = child.kind { return true }
                        return false
                    }
                    let showsImage = showsIcon || accessibility.traits.contains(.image)
                    found.append(Diagnostic(showsImage ? .imageOnlyButtonWithoutLabel : .buttonWithoutName, at: path))
                    isNameReported = true
                }
            }
            // A progress bar needs a name: a progress element, or a progress indicator that holds none,
            // which is drawn as the bar itself (one that holds one is a busy wrapper around it), or as a
            // busy group around the control it holds.
            if case .progress = element.kind, self.isBlank(accessibility.spokenLabel ?? accessibility.label) {
                found.append(Diagnostic(.progressWithoutName, at: path))
                isNameReported = true
            }
            if case .container = element.kind, element.isProgressBar || element.isProgressGroup {
                let labelling = element.labellingElementID.flatMap { self.presentation?.element(withID: $0) }
                let ownName = accessibility.spokenLabel ?? accessibility.label
                let name = labelling.map { $0.text ?? $0.accessibility.label } ?? ownName
                if self.isBlank(name) {
                    found.append(Diagnostic(.progressWithoutName, at: path))
                    isNameReported = true
                }
            }
            if case .container = element.kind {
                if let role = Self.roleNeedingName(accessibility.role) {
                    // Named by the element it is labelled by, when there is one (as HTML names it), or by
                    // its own label.
                    let labelling = element.labellingElementID.flatMap { self.presentation?.element(withID: $0) }
                    let name = labelling.map { $0.text ?? $0.accessibility.label } ?? accessibility.label
                    if self.isBlank(name) {
                        found.append(Diagnostic(.dialogOrRegionWithoutName, at: path, details: [role]))
                        isNameReported = true
                    }
                }
                if !element.actsAsButton {
                    if element.children.contains(where: Self.isDisclosureIndicator) {
                        found.append(Diagnostic(.disclosureRowWithoutButtonTrait, at: path))
                    }
                    if accessibility.grouping == .default, accessibility.role == nil || accessibility.role == .group {
                        let shown = element.children.filter { !$0.accessibility.isHidden }
                        if let pair = self.uncombinedColumn(shown.map(self.readText(of:))) {
                            found.append(Diagnostic(.uncombinedColumn, at: path, details: pair))
                        }
                    }
                }
            }
            for diagnostic in self.labelDiagnostics(accessibility, path: path, isNameReported: isNameReported)
            where !found.contains(where: { $0.rule == diagnostic.rule }) {
                found.append(diagnostic)
            }
            return found
        }

        /// What an element is read as, when it is a piece of text that can be a label, a value or a
        /// unit: a label or paragraph without the button, header, image or link trait.
        private func readText(of element: Presentation.Element) -> String? {
            switch element.kind {
            case .label, .paragraph:
                guard element.accessibility.traits.isDisjoint(with: Self.notPlainText) else { return nil }
                return (element.accessibility.label ?? element.text).map { $0.resolved(using: self.localizer) }
            case .container, .heading, .icon, .button, .progress:
                return nil
            }
        }

        // MARK: - Descriptors

        /// Audits a descriptor that stands alone, its children as siblings, and its children.
        mutating func visit(_ descriptor: AccessibilityDescriptor, path: String) {
            // A hidden descriptor hides its subtree; an excluding descriptor's label stands for its children.
            guard !descriptor.isHidden else { return }
            var found: [Diagnostic] = []
            let traits = descriptor.traits
            var isNameReported = false
            if traits.contains(.button), self.isBlank(descriptor.spokenLabel ?? descriptor.label) {
                found.append(
                    Diagnostic(traits.contains(.image) ? .imageOnlyButtonWithoutLabel : .buttonWithoutName, at: path)
                )
                isNameReported = true
            }
            if let role = Self.roleNeedingName(descriptor.role), self.isBlank(descriptor.label) {
                found.append(Diagnostic(.dialogOrRegionWithoutName, at: path, details: [role]))
                isNameReported = true
            }
            if traits.contains(.header), !self.isNamedWithChildren(descriptor) {
                found.append(Diagnostic(.headingWithoutName, at: path))
                isNameReported = true
            }
            let shown = descriptor.children.filter { !$0.isHidden }
            if descriptor.grouping == .default, descriptor.role == nil || descriptor.role == .group,
                let pair = self.uncombinedColumn(shown.map(self.readText(of:)))
            {
                found.append(Diagnostic(.uncombinedColumn, at: path, details: pair))
            }
            for diagnostic in self.labelDiagnostics(descriptor, path: path, isNameReported: isNameReported)
            where !found.contains(where: { $0.rule == diagnostic.rule }) {
                found.append(diagnostic)
            }
            self.diagnostics += found
            guard descriptor.grouping != .exclude else { return }
            func childPath(_ index: Int) -> String {
                path.isEmpty ? "children[\(index)]" : "\(path)/children[\(index)]"
            }
            let indices = descriptor.children.indices.filter { !descriptor.children[$0].isHidden }
            self.auditSiblings(indices.map { (childPath($0), self.readText(of: descriptor.children[$0])) })
            for (index, child) in descriptor.children.enumerated() {
                self.visit(child, path: childPath(index))
            }
        }

        /// What a descriptor is read as, when it is a piece of text: its label, without the button,
        /// header, image or link trait.
        private func readText(of descriptor: AccessibilityDescriptor) -> String? {
            guard descriptor.traits.isDisjoint(with: Self.notPlainText) else { return nil }
            return descriptor.label.map { $0.resolved(using: self.localizer) }
        }

        /// The findings about a descriptor's label: an empty one (unless the element's missing name is
        /// reported already), an asset name, or an image without one.
        private func labelDiagnostics(
            _ descriptor: AccessibilityDescriptor,
            path: String,
            isNameReported: Bool
        ) -> [Diagnostic] {
            guard !descriptor.isHidden else { return [] }
            if let label = descriptor.label {
                let resolved = label.resolved(using: self.localizer)
                if self.isBlank(resolved) {
                    return isNameReported ? [] : [Diagnostic(.emptyLabel, at: path)]
                }
                if AccessibilityAudit.looksLikeAssetName(resolved) {
                    return [Diagnostic(.assetNameLabel, at: path, details: [resolved])]
                }
                return []
            }
            if descriptor.traits.contains(.image), !descriptor.traits.contains(.button), !isNameReported {
                return [Diagnostic(.imageWithoutLabel, at: path)]
            }
            return []
        }

        // MARK: - Siblings

        /// Reports each value followed by its unit among siblings read in turn ("10", "min"), at the
        /// value's path.
        /// - Parameter siblings: Each sibling assistive technologies reach, in order: its path, and its
        ///   text when it is a piece of text.
        private mutating func auditSiblings(_ siblings: [(path: String, text: String?)]) {
            for index in siblings.indices.dropLast() {
                guard let value = siblings[index].text, let unit = siblings[index + 1].text,
                    AccessibilityText.isNumber(value)
                else { continue }
                let unitForm = AccessibilityText.trimmed(unit).lowercased()
                if self.unitFormsOfLanguage().contains(unitForm) {
                    let details = [AccessibilityText.trimmed(value), AccessibilityText.trimmed(unit)]
                    self.diagnostics.append(Diagnostic(.valueAndUnitSplit, at: siblings[index].path, details: details))
                }
            }
        }

        /// The first label and value of children that are two or more pieces of text alternating label
        /// and value ("Workouts", "100 items"), or `nil` when they are not.
        private func uncombinedColumn(_ texts: [String?]) -> [String]? {
            guard texts.count >= 2, texts.count.isMultiple(of: 2) else { return nil }
            for (index, text) in texts.enumerated() {
                guard let text, !self.isBlank(text) else { return nil }
                let isValue = AccessibilityText.startsWithNumber(text)
                guard isValue == !index.isMultiple(of: 2) else { return nil }
            }
            return [AccessibilityText.trimmed(texts[0] ?? ""), AccessibilityText.trimmed(texts[1] ?? "")]
        }

        /// The short forms of the units in the localizer's language ("min", "分"), lower-cased.
        private mutating func unitFormsOfLanguage() -> Set<String> {
            if let unitForms = self.unitForms { return unitForms }
            let forms = AccessibilityText.unitForms(localizer: self.localizer)
            self.unitForms = forms
            return forms
        }

        // MARK: - Helpers

        /// Traits that make an element more than a piece of text.
        private static let notPlainText: AccessibilityTraits = [.button, .header, .image, .link]

        /// The words for a role that needs a name: a dialog, an alert dialog or a region.
        private static func roleNeedingName(_ role: AccessibilityRole?) -> String? {
            switch role {
            case .alertDialog: "alert dialog"
            case .dialog: "dialog"
            case .region: "region"
            case .status, .alert, .group, .progressIndicator, nil: nil
            }
        }

        /// Whether an element is a disclosure indicator: an icon of the package's
        /// ``Icon/Symbol/chevronForward``, or of a forward chevron as other symbol sets name it.
        private static func isDisclosureIndicator(_ element: Presentation.Element) -> Bool {
            guard case .icon(let icon) = element.kind else { return false }
            return AccessibilityText.disclosureSymbols.contains(icon.symbol.rawValue)
        }

        /// Whether an element is read as a heading: a heading element, or one with the header trait.
        private static func isHeading(_ element: Presentation.Element) -> Bool {
            if case .heading = element.kind { return true }
            return element.accessibility.traits.contains(.header)
        }

        /// Whether an element has a name that is not blank: its spoken label, its label or its text, or
        /// else one of a child that is shown.
        private func isNamedWithChildren(_ element: Presentation.Element) -> Bool {
            let accessibility = element.accessibility
            if !self.isBlank(accessibility.spokenLabel ?? accessibility.label ?? element.text) { return true }
            for child in element.children where !child.accessibility.isHidden {
                let named = child.accessibility
                if !self.isBlank(named.spokenLabel ?? named.label ?? child.text) { return true }
            }
            return false
        }

        /// Whether a descriptor has a label that is not blank (its spoken label or label), or else one of
        /// a child that is shown.
        private func isNamedWithChildren(_ descriptor: AccessibilityDescriptor) -> Bool {
            if !self.isBlank(descriptor.spokenLabel ?? descriptor.label) { return true }
            for child in descriptor.children where !child.isHidden {
                if !self.isBlank(child.spokenLabel ?? child.label) { return true }
            }
            return false
        }

        /// Whether text is absent, or resolves to white space only.
        private func isBlank(_ text: UserText?) -> Bool {
            guard let text else { return true }
            return self.isBlank(text.resolved(using: self.localizer))
        }

        /// Whether a resolved text is white space only, as ``UserText/isBlank`` judges verbatim text.
        private func isBlank(_ text: String) -> Bool {
            UserText(verbatim: text).isBlank
        }
    }
}
