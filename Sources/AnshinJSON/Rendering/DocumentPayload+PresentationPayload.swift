import Anshin

extension DocumentPayload {
    /// The presentation's part of a document: its root element and its transition. The type is the
    /// document's, so it is not repeated.
    struct PresentationPayload: Codable {
        var root: Presentation.Element
        var transition: Transition?

        private enum CodingKeys: String, CodingKey {
            case root
            case transition
        }

        init(root: Presentation.Element, transition: Transition?) {
            self.root = root
            self.transition = transition
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.root = try container.decode(Presentation.Element.self, forKey: .root)
            self.transition = try container.decodeIfPresent(Transition.self, forKey: .transition)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.root, forKey: .root)
            try container.encodeIfPresent(self.transition, forKey: .transition)
        }
    }
}
