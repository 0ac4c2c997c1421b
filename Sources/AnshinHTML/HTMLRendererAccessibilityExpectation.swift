import Anshin

extension HTMLRenderer {
    /// What a browser's computed accessibility tree must show for one element of the renderer's
    /// markup: its DOM `id`, and where they apply its role, accessible name, description, heading
    /// level, modal and busy states, exposed value, initial focus, action, text it must not expose, or
    /// that it is ignored.
    ///
    /// Expectations are derived from the model's presentation, not from the HTML, so a checker that
    /// compares them with the browser's tree (`Tests/Conformance/check_html.py` reads them from a
    /// `NAME.expect.json` beside each page) proves the markup says what the model says.
    public struct AccessibilityExpectation: Sendable, Hashable, Encodable {
        /// What the tree must expose as the element's value.
        public enum Value: Sendable, Hashable {
            /// The value is not checked.
            case unchecked
            /// No value may be exposed (a simulated or unknown progress fraction).
            case notExposed
            /// This value must be exposed.
            case exactly(Double)
        }

        /// The element's DOM `id`.
        public var id: String
        /// Its ARIA role (`alertdialog`, `button`, `heading`, `status`, `progressbar`, `img`, …).
        public var role: String?
        /// Its accessible name.
        public var name: String?
        /// Its accessible description.
        public var description: String?
        /// Its heading level.
        public var level: Int?
        /// Whether it is modal.
        public var modal: Bool?
        /// Whether it is busy.
        public var busy: Bool?
        /// Its exposed value.
        public var value: Value = .unchecked
        /// Whether it has focus once the page has loaded.
        public var focused: Bool?
        /// The action identifier it carries (`data-action`).
        public var action: String?
        /// Whether it is hidden from the tree.
        public var ignored: Bool?
        /// Its text content.
        public var text: String?
        /// Text it shows that no text node inside it which assistive technologies reach may hold: the
        /// own text of a hidden element that holds a button, which cannot be hidden as a whole.
        public var hiddenText: String?

        /// Creates an expectation for an element.
        /// - Parameter id: The element's DOM `id`.
        public init(id: String) {
            self.id = id
        }

        private enum CodingKeys: String, CodingKey {
            case id, role, name, description, level, modal, busy, valuenow, focused, action, ignored, text, hiddenText
        }

        /// Encodes the expectation as the sidecar format: members that are not checked are left out,
        /// and a value that must not be exposed is `"valuenow": null`.
        /// - Parameter encoder: The encoder to write to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.id, forKey: .id)
            try container.encodeIfPresent(self.role, forKey: .role)
            try container.encodeIfPresent(self.name, forKey: .name)
            try container.encodeIfPresent(self.description, forKey: .description)
            try container.encodeIfPresent(self.level, forKey: .level)
            try container.encodeIfPresent(self.modal, forKey: .modal)
            try container.encodeIfPresent(self.busy, forKey: .busy)
            switch self.value {
            case .unchecked: break
            case .notExposed: try container.encodeNil(forKey: .valuenow)
            case .exactly(let value): try container.encode(value, forKey: .valuenow)
            }
            try container.encodeIfPresent(self.focused, forKey: .focused)
            try container.encodeIfPresent(self.action, forKey: .action)
            try container.encodeIfPresent(self.ignored, forKey: .ignored)
            try container.encodeIfPresent(self.text, forKey: .text)
            try container.encodeIfPresent(self.hiddenText, forKey: .hiddenText)
        }

        /// Whether anything beyond the `id` is expected.
        var isEmpty: Bool {
            self == AccessibilityExpectation(id: self.id)
        }
    }
}
