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
        case behavior
    }

    /// The member of a behaviour that names its kind.
    private enum BehaviorKindKey: String, CodingKey {
        case kind
    }

    /// Decodes an element; a kind this version does not know decodes as a container, so its
    /// children and text are kept. A heading level outside 1…6 is an error naming `level`, and an empty
    /// `children` array one naming `children` (an element without children leaves the member out). A
    /// behaviour of a kind this version does not know is ignored (the element is drawn as it stands);
    /// a known one with a bad value is an error naming it.
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
        let children = try container.decodeIfPresent([Presentation.Element].self, forKey: .children)
        if children?.isEmpty == true {
            throw DecodingError.dataCorruptedError(
                forKey: .children,
                in: container,
                debugDescription: "An element's children are one or more elements; an element without any leaves "
                    + "the member out."
            )
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: kind,
            text: try container.decodeIfPresent(UserText.self, forKey: .text),
            tone: try container.decodeIfPresent(ColorToken.self, forKey: .tone),
            accessibility: try container.decodeIfPresent(AccessibilityDescriptor.self, forKey: .accessibility)
                ?? AccessibilityDescriptor(),
            children: children ?? [],
            behavior: try Self.decodeBehavior(from: container, forKey: .behavior)
        )
    }

    /// The element's behaviour: `nil` when absent, `null` or of a kind this version does not know.
    private static func decodeBehavior(
        from container: KeyedDecodingContainer<CodingKeys>,
        forKey key: CodingKeys
    ) throws -> Presentation.Behavior? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        let kind = try container.nestedContainer(keyedBy: BehaviorKindKey.self, forKey: key)
            .decode(String.self, forKey: .kind)
        guard Presentation.Behavior.knownKinds.contains(kind) else { return nil }
        return try container.decode(Presentation.Behavior.self, forKey: key)
    }

    /// Writes the element with its kind's name as `kind` and the kind's parameters beside it
    /// (`labelledBy`, `describedBy`, `level`, `icon`, `button`, `progress`), its text and tone when it
    /// has them, its accessibility, its behaviour when it has one, and its children when it has any.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("accessibility", self.accessibility)
        if let behavior = self.behavior { writer.member("behavior", behavior) }
        if case .button(let button) = self.kind { writer.member("button", button) }
        if !self.children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in self.children { child.write(to: &writer) }
            writer.endArray()
        }
        switch self.kind {
        case .container(let labelledBy, let describedBy):
            writer.member("describedBy", ifPresent: describedBy)
            writer.member("id", self.id)
            writer.member("kind", "container")
            writer.member("labelledBy", ifPresent: labelledBy)
        case .heading:
            writer.member("id", self.id)
            writer.member("kind", "heading")
            writer.member("level", ifPresent: self.headingLevel)
        case .paragraph:
            writer.member("id", self.id)
            writer.member("kind", "paragraph")
        case .label:
            writer.member("id", self.id)
            writer.member("kind", "label")
        case .icon(let icon):
            writer.member("icon", icon)
            writer.member("id", self.id)
            writer.member("kind", "icon")
        case .button:
            writer.member("id", self.id)
            writer.member("kind", "button")
        case .progress(let progress):
            writer.member("id", self.id)
            writer.member("kind", "progress")
            writer.member("progress", progress)
        }
        writer.member("text", ifPresent: self.text)
        if let tone = self.tone { writer.member("tone", tone.rawValue) }
        writer.endObject()
    }
}

extension Presentation.Element: WireRepresentable {}

extension Presentation.Element.Button: WireRepresentable {
    /// Writes the button as `{"action": …, "isInitialFocus": …, "role": …}`.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("action", self.action)
        writer.member("isInitialFocus", self.isInitialFocus)
        writer.member("role", self.role.rawValue)
        writer.endObject()
    }
}

extension Presentation.Element.Progress: WireRepresentable {
    /// The members.
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

    /// Writes the progress state as `{"fraction": …, "isSimulated": …}`: the fraction as drawn
    /// (``drawnFraction``, within 0…1), without an unknown one.
    /// - Parameter writer: The writer.
    public func write(to writer: inout some WireWriter) {
        writer.beginObject()
        writer.member("fraction", ifPresent: self.drawnFraction)
        writer.member("isSimulated", self.isSimulated)
        writer.endObject()
    }
}
