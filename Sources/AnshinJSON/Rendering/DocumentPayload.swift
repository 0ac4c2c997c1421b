import Anshin

/// The JSON object a document is written as: `version`, `type`, `language` when text is resolved,
/// `model` when the model is `Encodable`, and `presentation`.
///
/// Its members are encoded in sorted order, so the streaming encoder never rearranges them.
struct DocumentPayload: Encodable {
    var type: String
    var language: String?
    var model: (any Encodable)?
    var presentation: Presentation?
    var version = WireDocument.currentVersion

    private enum CodingKeys: String, CodingKey {
        case language
        case model
        case presentation
        case type
        case version
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.language, forKey: .language)
        if let model = self.model {
            try container.encode(model, forKey: .model)
        }
        if let presentation = self.presentation {
            try container.encode(
                PresentationPayload(root: presentation.root, transition: presentation.transition),
                forKey: .presentation
            )
        }
        try container.encode(self.type, forKey: .type)
        try container.encode(self.version, forKey: .version)
    }
}
