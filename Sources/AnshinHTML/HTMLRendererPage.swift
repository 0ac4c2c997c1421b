public import Anshin

extension HTMLRenderer {
    /// Several models drawn into one page or response, each model's identifiers numbered in order.
    ///
    /// A model's identifiers come from the renderer's ``HTMLRenderer/idPrefix``, its presentation's type
    /// and its elements' identifiers, so two error screens drawn as fragments into one page would share
    /// them, and the second one's `aria-labelledby` would name the first one's heading. A page numbers
    /// its models instead: the first model's identifiers start `anshin-1-`, the second's `anshin-2-`,
    /// and so on (`1-`, `2-`, … with an empty prefix).
    ///
    /// ```swift
    /// let page = HTMLRenderer.Page(renderer: .html(layout: .document(title: "Sync")))
    /// let html = page.render([ErrorScreen(.preset(.network)), ErrorScreen(.preset(.offline))])
    /// // <section id="anshin-1-errorScreen-error-screen" … aria-labelledby="anshin-1-errorScreen-title" …>
    /// // <section id="anshin-2-errorScreen-error-screen" … aria-labelledby="anshin-2-errorScreen-title" …>
    /// ```
    ///
    /// With the renderer's ``Layout/fragment`` layout, the page is the models' fragments one after the
    /// other: a partial response, or markup for a host's own page, which links ``HTMLRenderer/stylesheet``
    /// once; each fragment's root states its language and direction. With ``Layout/document(title:)``
    /// it is one standalone page whose `<main>` holds the models in order under a visually hidden `<h1>`
    /// with the page's title — the given title, or the one the first model would give its own page —
    /// and whose `<html>` states the language and direction once, for every model. Headings are not
    /// promoted: each model keeps its levels.
    ///
    /// A page has one initial focus: the first model whose presentation asks for it (an alert's least
    /// destructive button) keeps its `autofocus`, and later models' are left out, as a browser would
    /// ignore them. Their buttons are marked `data-anshin-initial-focus` instead: the live script opens
    /// every alert modally in page order, so the last is on top, and focuses the top one's initial
    /// focus; when it closes, focus goes back to the one below.
    ///
    /// A model drawn alone, with ``HTMLRenderer/render(_:)-(Presentable)``, keeps its unnumbered
    /// identifiers. A page's output depends only on its renderer and the models, in order.
    public struct Page: Sendable, Hashable {
        /// Draws each model: its localizer, prefix, context, and the page's layout.
        public var renderer: HTMLRenderer

        /// Creates a page.
        /// - Parameter renderer: Draws each model; its layout makes the page a run of fragments or a
        ///   standalone document.
        public init(renderer: HTMLRenderer = HTMLRenderer()) {
            self.renderer = renderer
        }

        /// Draws models into one page.
        /// - Parameter models: The models, in page order.
        /// - Returns: The fragments, or the standalone page.
        public func render(_ models: [any Presentable]) -> String {
            var bytes: [UInt8] = []
            let parts = self.write(models, to: &bytes)
            return HTMLRenderer.string(from: bytes, parts: parts)
        }

        /// Appends the page of several models to a string the caller owns.
        /// - Parameters:
        ///   - models: The models, in page order.
        ///   - output: The string to append to.
        public func render(_ models: [any Presentable], into output: inout String) {
            output += self.render(models)
        }

        /// Appends the page of several models as UTF-8 to a byte array the caller owns: a response body,
        /// written with no intermediate string.
        /// - Parameters:
        ///   - models: The models, in page order.
        ///   - output: The array to append to.
        public func render(_ models: [any Presentable], into output: inout [UInt8]) {
            self.write(models, to: &output)
        }

        /// The identifier prefix the model at an index is drawn with: ``HTMLRenderer/idPrefix`` and the
        /// model's number, from 1.
        /// - Parameter index: The model's index in the page, from 0.
        /// - Returns: The prefix, such as `anshin-1` for the first model, or `1` with an empty prefix.
        public func idPrefix(forModelAt index: Int) -> String {
            let number = index + 1
            return self.renderer.idPrefix.isEmpty ? "\(number)" : "\(self.renderer.idPrefix)-\(number)"
        }

        /// What a browser's accessibility tree must show for the page's models, model by model, with
        /// each model's numbered identifiers.
        /// - Parameter models: The models, in page order.
        /// - Returns: One expectation per element the tree must show, in document order.
        public func accessibilityExpectations(for models: [any Presentable]) -> [AccessibilityExpectation] {
            var expectations: [AccessibilityExpectation] = []
            var isFocusTaken = false
            for (index, model) in models.enumerated() {
                let presentation = model.presentation(in: self.renderer.context)
                expectations += self.modelRenderer(at: index).accessibilityExpectations(
                    for: presentation,
                    writesAutofocus: !isFocusTaken,
                    isOnPage: self.isDocument
                )
                isFocusTaken = isFocusTaken || Self.takesInitialFocus(presentation)
            }
            return expectations
        }

        /// Whether the page is one standalone document, rather than a run of fragments.
        private var isDocument: Bool {
            if case .document = self.renderer.layout { return true }
            return false
        }

        /// Whether a presentation has a button that takes initial focus.
        private static func takesInitialFocus(_ presentation: Presentation) -> Bool {
            presentation.elements.contains(where: \.takesInitialFocus)
        }

        /// The renderer that draws the model at an index: the page's, as a fragment with its number.
        private func modelRenderer(at index: Int) -> HTMLRenderer {
            var renderer = self.renderer
            renderer.layout = .fragment
            renderer.idPrefix = self.idPrefix(forModelAt: index)
            return renderer
        }

        /// Writes the page.
        /// - Returns: Where a standalone page's stylesheet and script landed in `output`, or `nil` for
        ///   fragments.
        @discardableResult
        private func write(_ models: [any Presentable], to output: inout [UInt8]) -> HTMLWriter.PageParts? {
            let presentations = models.map { $0.presentation(in: self.renderer.context) }
            switch self.renderer.layout {
            case .fragment:
                self.writeModels(presentations, isOnPage: false, to: &output)
                return nil
            case .document(let title):
                // The page's head is written as the first model's own page would be.
                let first = presentations.first ?? Presentation(type: "", root: .init(id: "", kind: .label))
                let head = self.renderer.writer(for: first)
                return head.writePage(
                    title: head.pageTitle(title),
                    hasTopHeading: false,
                    boardRules: HTMLWriter.boardRules(in: presentations),
                    to: &output
                ) { output in
                    self.writeModels(presentations, isOnPage: true, to: &output)
                }
            }
        }

        /// Writes each presentation as a fragment with its number; on a standalone page, Retry is a link
        /// that reloads it.
        private func writeModels(_ presentations: [Presentation], isOnPage: Bool, to output: inout [UInt8]) {
            var isFocusTaken = false
            for (index, presentation) in presentations.enumerated() {
                self.modelRenderer(at: index).render(
                    presentation,
                    into: &output,
                    writesAutofocus: !isFocusTaken,
                    isOnPage: isOnPage
                )
                isFocusTaken = isFocusTaken || Self.takesInitialFocus(presentation)
            }
        }
    }
}
