/// Finds accessibility faults in any model, presentation or descriptor, and reports each with a
/// rule, a severity, the path of the element and a sentence that says what to fix.
///
/// ```swift
/// let diagnostics = AccessibilityAudit.run(on: myScreen)
/// for diagnostic in diagnostics { print(diagnostic) }
/// // error [image-only-button-without-label] at toolbar/close: This button shows only an image …
/// ```
///
/// The package's own models pass the audit; it exists for the models and descriptors a host builds.
public enum AccessibilityAudit: Sendable, Hashable {
    /// Audits a model's presentation.
    /// - Parameters:
    ///   - model: The model.
    ///   - context: The preferences its presentation is made with.
    ///   - localizer: The localizer that resolves labels; English by default.
    /// - Returns: The diagnostics, in document order; empty when the model passes.
    public static func run(
        on model: some Presentable,
        context: PresentationContext = .standard,
        localizer: some Localizer = Catalog.english
    ) -> [Diagnostic] {
        self.run(on: model.presentation(in: context), localizer: localizer)
    }

    /// Audits a presentation: every element's kind against its traits, and every descriptor.
    ///
    /// What assistive technologies never reach is not audited: a hidden element or descriptor and
    /// everything under it, and the children of one whose grouping is ``AccessibilityGrouping/exclude``.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - localizer: The localizer that resolves labels; English by default.
    /// - Returns: The diagnostics, in document order.
    public static func run(on presentation: Presentation, localizer: some Localizer = Catalog.english) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func visit(_ element: Presentation.Element, path: String) {
            // A hidden element hides its subtree; an excluding element's label stands for its children.
            guard !element.accessibility.isHidden else { return }
            let path = path.isEmpty ? element.id : path + "/" + element.id
            diagnostics += self.elementDiagnostics(element, path: path, localizer: localizer)
            guard element.accessibility.grouping != .exclude else { return }
            for (index, child) in element.accessibility.children.enumerated() {
                diagnostics += self.run(on: child, path: "\(path)/children[\(index)]", localizer: localizer)
            }
            for child in element.children { visit(child, path: path) }
        }
        visit(presentation.root, path: "")
        return diagnostics
    }

    /// Audits a descriptor and its children, unless it is hidden or excludes them.
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - path: The path reported for the descriptor; its children add `children[i]`.
    ///   - localizer: The localizer that resolves labels; English by default.
    /// - Returns: The diagnostics, in document order.
    public static func run(
        on descriptor: AccessibilityDescriptor,
        path: String = "",
        localizer: some Localizer = Catalog.english
    ) -> [Diagnostic] {
        // A hidden descriptor hides its subtree; an excluding descriptor's label stands for its children.
        guard !descriptor.isHidden else { return [] }
        var diagnostics = self.descriptorDiagnostics(descriptor, path: path, localizer: localizer)
        guard descriptor.grouping != .exclude else { return diagnostics }
        for (index, child) in descriptor.children.enumerated() {
            let childPath = path.isEmpty ? "children[\(index)]" : "\(path)/children[\(index)]"
            diagnostics += self.run(on: child, path: childPath, localizer: localizer)
        }
        return diagnostics
    }

    private static func elementDiagnostics(
        _ element: Presentation.Element,
        path: String,
        localizer: some Localizer
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let accessibility = element.accessibility
        switch element.kind {
        case .button:
            if !accessibility.traits.contains(.button) && !accessibility.isHidden {
                diagnostics.append(Diagnostic(.buttonWithoutButtonTrait, at: path))
            }
            let visible = element.text.map { $0.resolved(using: localizer) } ?? ""
            let icons = element.children.compactMap { child -> Icon? in
                if case .icon(let icon) = child.kind { return icon }
                return nil
            }
            let hasIcon = !icons.isEmpty
            let iconNamesButton = icons.contains {
                $0.label.map { !$0.resolved(using: localizer).allSatisfy(\.isWhitespace) } ?? false
            }
            if visible.allSatisfy(\.isWhitespace) && accessibility.label == nil && !iconNamesButton {
                diagnostics.append(Diagnostic(hasIcon ? .imageOnlyButtonWithoutLabel : .emptyLabel, at: path))
            }
        case .heading:
            if !accessibility.traits.contains(.header) && !accessibility.isHidden {
                diagnostics.append(Diagnostic(.headingWithoutHeaderTrait, at: path))
            }
        case .container, .paragraph, .label, .icon, .progress:
            break
        }
        for diagnostic in self.descriptorDiagnostics(accessibility, path: path, localizer: localizer)
        where !diagnostics.contains(where: { $0.rule == diagnostic.rule }) {
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    private static func descriptorDiagnostics(
        _ descriptor: AccessibilityDescriptor,
        path: String,
        localizer: some Localizer
    ) -> [Diagnostic] {
        guard !descriptor.isHidden else { return [] }
        var diagnostics: [Diagnostic] = []
        let traits = descriptor.traits
        if let label = descriptor.label {
            let resolved = label.resolved(using: localizer)
            if resolved.allSatisfy(\.isWhitespace) {
                diagnostics.append(Diagnostic(.emptyLabel, at: path))
            } else if Self.looksLikeAssetName(resolved) {
                diagnostics.append(Diagnostic(.assetNameLabel, at: path, detail: resolved))
            }
        } else if traits.contains(.image) && traits.contains(.button) {
            diagnostics.append(Diagnostic(.imageOnlyButtonWithoutLabel, at: path))
        } else if traits.contains(.image) {
            diagnostics.append(Diagnostic(.imageWithoutLabel, at: path))
        }
        return diagnostics
    }

    /// Whether a label looks like the name of an image asset rather than words: a file name
    /// (`btn-close.png`), a conventional asset prefix (`ic_retry`, `icon-close`), or one word joined
    /// by underscores (`close_button`).
    static func looksLikeAssetName(_ label: String) -> Bool {
        let lowered = label.lowercased()
        guard !lowered.contains(where: \.isWhitespace) else { return false }
        let extensions = [".png", ".jpg", ".jpeg", ".gif", ".svg", ".pdf", ".webp", ".heic"]
        if extensions.contains(where: { lowered.hasSuffix($0) }) { return true }
        let prefixes = ["ic_", "ic-", "icon_", "icon-", "img_", "img-", "btn_", "btn-", "image_", "asset_", "bg_"]
        if prefixes.contains(where: { lowered.hasPrefix($0) }) { return true }
        return lowered.contains("_")
    }
}
