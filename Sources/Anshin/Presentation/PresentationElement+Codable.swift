extension Presentation.Element: Codable {
    private enum CodingKeys: String, CodingKey {
        case id
        case kind
        case text
        case tone
        case accessibility
        case children
        case labelledBy
        case describedBy
        case level
        case icon
        case button
        case progress
    }

    /// Decodes an element; a kind this version does not know decodes as a container, so its
    /// children and text are kept. A heading level outside 1…6 is an error naming `level`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind: Kind
        switch try container.decode(String.self, forKey: .kind) {
        case "heading":
            let level = try container.decode(Int.self, forKey: .level)
            guard (1...6).contains(level) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .level,
                    in: container,
                    debugDescription: "A heading level must be from 1 to 6, not \(level)."
                )
            }
            kind = .heading(level: level)
        case "paragraph": kind = .paragraph
        case "label": kind = .label
        case "icon": kind = .icon(try container.decode(Icon.self, forKey: .icon))
        case "button": kind = .button(try container.decode(Button.self, forKey: .button))
        case "progress": kind = .progress(try container.decode(Progress.self, forKey: .progress))
        default:
            kind = .container(
                labelledBy: try container.decodeIfPresent(String.self, forKey: .labelledBy),
                describedBy: try container.decodeIfPresent(String.self, forKey: .describedBy)
            )
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: kind,
            text: try container.decodeIfPresent(UserText.self, forKey: .text),
            tone: try container.decodeIfPresent(ColorToken.self, forKey: .tone),
            accessibility: try container.decodeIfPresent(AccessibilityDescriptor.self, forKey: .accessibility)
                ?? AccessibilityDescriptor(),
            children: try container.decodeIfPresent([Presentation.Element].self, forKey: .children) ?? []
        )
    }

    /// Encodes an element with its kind as a string and the kind's details beside it.
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        switch self.kind {
        case .container(let labelledBy, let describedBy):
            try container.encode("container", forKey: .kind)
            try container.encodeIfPresent(labelledBy, forKey: .labelledBy)
            try container.encodeIfPresent(describedBy, forKey: .describedBy)
        case .heading(let level):
            try container.encode("heading", forKey: .kind)
            try container.encode(level, forKey: .level)
        case .paragraph:
            try container.encode("paragraph", forKey: .kind)
        case .label:
            try container.encode("label", forKey: .kind)
        case .icon(let icon):
            try container.encode("icon", forKey: .kind)
            try container.encode(icon, forKey: .icon)
        case .button(let button):
            try container.encode("button", forKey: .kind)
            try container.encode(button, forKey: .button)
        case .progress(let progress):
            try container.encode("progress", forKey: .kind)
            try container.encode(progress, forKey: .progress)
        }
        try container.encodeIfPresent(self.text, forKey: .text)
        try container.encodeIfPresent(self.tone, forKey: .tone)
        try container.encode(self.accessibility, forKey: .accessibility)
        if !self.children.isEmpty { try container.encode(self.children, forKey: .children) }
    }
}

extension Presentation.Element.Progress {
    /// The members, for reading; writing uses the synthesized keys, which are the same.
    private enum ReadingKeys: String, CodingKey {
        case fraction
        case isSimulated
    }

    /// Decodes a progress state; a fraction outside 0…1 is an error naming `fraction`.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ReadingKeys.self)
        let fraction = try container.decodeIfPresent(Double.self, forKey: .fraction)
        if let fraction, !(0...1).contains(fraction) {
            throw DecodingError.dataCorruptedError(
                forKey: .fraction,
                in: container,
                debugDescription: "A progress fraction must be from 0 to 1, not \(fraction)."
            )
        }
        self.init(fraction: fraction, isSimulated: try container.decode(Bool.self, forKey: .isSimulated))
    }
}
