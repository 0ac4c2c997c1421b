/// Finds accessibility faults in any model, presentation or descriptor, and reports each with a
/// rule, a severity, the path of the element and a sentence that says what to fix.
///
/// ```swift
/// let diagnostics = AccessibilityAudit.run(on: myScreen)
/// for diagnostic in diagnostics { print(diagnostic) }
/// // error [image-only-button-without-label] at toolbar/close: This button shows only an image …
/// ```
///
/// The package's own models pass the audit; it exists for the models and descriptors a host builds,
/// and for text a host's catalog resolves (a recovery whose name resolves to nothing). The
/// Accessibility article lists every ``Rule``.
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

    /// Audits a presentation: every element's kind against its traits, its name, its children as
    /// siblings, and every descriptor.
    ///
    /// What assistive technologies never reach is not audited: a hidden element or descriptor and
    /// everything under it, and the children of one whose grouping is ``AccessibilityGrouping/exclude``.
    /// Only their identifiers are: every element's identifier must differ from every other's, since a
    /// renderer writes them all (``Rule/duplicateElementID``).
    /// The children of a container that acts as a button (``Presentation/Element/actsAsButton``) are
    /// its content, not read, so they are not judged as siblings.
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - localizer: The localizer that resolves labels, in whose language units are recognized;
    ///     English by default.
    /// - Returns: The diagnostics, in document order.
    public static func run(on presentation: Presentation, localizer: some Localizer = Catalog.english) -> [Diagnostic] {
        var walk = Walk(localizer: localizer, presentation: presentation)
        walk.visit(presentation.root, parentPath: "")
        return walk.diagnostics
    }

    /// Audits a descriptor and its children, unless it is hidden or excludes them.
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - path: The path reported for the descriptor; its children add `children[i]`.
    ///   - localizer: The localizer that resolves labels, in whose language units are recognized;
    ///     English by default.
    /// - Returns: The diagnostics, in document order.
    public static func run(
        on descriptor: AccessibilityDescriptor,
        path: String = "",
        localizer: some Localizer = Catalog.english
    ) -> [Diagnostic] {
        var walk = Walk(localizer: localizer, presentation: nil)
        walk.visit(descriptor, path: path)
        return walk.diagnostics
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
